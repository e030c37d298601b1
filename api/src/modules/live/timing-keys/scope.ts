import { API_CODE, type LivePoint } from '@marathon/shared/api';
import { ApiFailure, bilingual } from '../../../platform/http/api-failure';

/**
 * What a feed call's key may post: a key of the deployment's settings any edition and point (year and points null),
 * an issued key its one edition and its points.
 */
export interface FeedScope {
  provider: string;
  /** The issued key's id, null for a key of the settings. */
  keyId: string | null;
  year: number | null;
  points: readonly LivePoint[] | null;
}

/**
 * Refuses the whole call when it reaches beyond its key: another edition, a point the key was not issued for, or a
 * year whose results the organisers made final (the imported results are the record then; no key reopens them).
 */
export function checkFeedScope(
  scope: FeedScope,
  call: { year: number; points: readonly LivePoint[]; resultsFinal: boolean },
): void {
  if (call.resultsFinal) {
    throw new ApiFailure(
      API_CODE.forbidden,
      bilingual(
        `${call.year} 年成绩已确认为最终成绩，计时数据不再接收`,
        `The ${call.year} results are final: the feed takes no more passings for that year`,
      ),
    );
  }
  if (scope.year !== null && scope.year !== call.year) {
    throw new ApiFailure(
      API_CODE.forbidden,
      bilingual(
        `此计时密钥仅用于 ${scope.year} 年赛事，不能提交 ${call.year} 年的数据`,
        `This timing key is for the ${scope.year} edition and cannot post for ${call.year}`,
      ),
    );
  }
  const allowed = scope.points;
  if (allowed === null) return;
  const beyond = [...new Set(call.points.filter((point) => !allowed.includes(point)))];
  if (beyond.length > 0) {
    throw new ApiFailure(
      API_CODE.forbidden,
      bilingual(
        `此计时密钥只能提交这些计时点：${allowed.join('、')}；本次请求包含 ${beyond.join('、')}`,
        `This timing key may post at ${allowed.join(', ')} only; the call carried ${beyond.join(', ')}`,
      ),
    );
  }
}
