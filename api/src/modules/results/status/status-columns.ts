import { STATUS_CODE } from './result-status';

/** Optional columns of a results file: how the runner's race ended and why, in both languages. */
export const STATUS_COLUMNS = ['status', 'status_reason_zh', 'status_reason_en'] as const;

const STATUSES: Record<string, number> = {
  '': STATUS_CODE.finished,
  fin: STATUS_CODE.finished,
  finished: STATUS_CODE.finished,
  完赛: STATUS_CODE.finished,
  dnf: STATUS_CODE.dnf,
  未完赛: STATUS_CODE.dnf,
  dq: STATUS_CODE.dq,
  dsq: STATUS_CODE.dq,
  取消成绩: STATUS_CODE.dq,
};

const REASON_MAX = 200;

export interface RowStatus {
  status: number;
  status_reason_zh: string | null;
  status_reason_en: string | null;
}

type Say = (column: string | null, zh: string, en: string) => void;

/**
 * A row's status and reason, or null after saying what is wrong: a status is FIN (or empty), DNF or DQ; a DQ
 * needs its reason in both languages, and a reason in one language only is refused, so every visitor reads it.
 */
export function readRowStatus(value: (column: string) => string, say: Say): RowStatus | null {
  const text = value('status');
  const status = STATUSES[text.toLowerCase()];
  if (status === undefined) {
    say(
      'status',
      `状态“${text}”不是 FIN/DNF/DQ（完赛/未完赛/取消成绩）`,
      `status "${text}" is not FIN, DNF or DQ`,
    );
    return null;
  }
  const zh = value('status_reason_zh');
  const en = value('status_reason_en');
  if (zh.length > REASON_MAX || en.length > REASON_MAX) {
    say(
      'status_reason_zh',
      `原因不能超过 ${REASON_MAX} 个字`,
      `a reason is at most ${REASON_MAX} characters`,
    );
    return null;
  }
  if ((zh === '') !== (en === '')) {
    say(
      zh === '' ? 'status_reason_zh' : 'status_reason_en',
      '原因须同时写中文和英文',
      'give the reason in both Chinese and English',
    );
    return null;
  }
  if (status === STATUS_CODE.dq && zh === '') {
    say(
      'status_reason_zh',
      '取消成绩须写明原因（中文和英文）',
      'a DQ needs its reason, in Chinese and English',
    );
    return null;
  }
  if (status === STATUS_CODE.finished && zh !== '') {
    say('status_reason_zh', '完赛的成绩不写原因', 'a finisher has no status reason');
    return null;
  }
  return { status, status_reason_zh: zh || null, status_reason_en: en || null };
}
