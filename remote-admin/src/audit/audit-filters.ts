import type { AuditQuery } from '@marathon/shared/api';
import { EVENT_UTC_OFFSET_MINUTES } from '@marathon/shared';

/** The filter form's values: texts as typed, days as the date inputs give them (YYYY-MM-DD, the event's time zone). */
export interface AuditFilterValues {
  memberId: string;
  action: string;
  recordType: string;
  recordId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = {
  memberId: '',
  action: '',
  recordType: '',
  recordId: '',
  from: '',
  to: '',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of a day in the event's time zone (the organisers' day, wherever the browser is). */
function dayStart(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return utc - EVENT_UTC_OFFSET_MINUTES * 60_000;
}

/** The API's query: empty texts left out, `to` the end of its day (the API's `to` is excluded). */
export function auditQueryOf(values: AuditFilterValues, page: number, pageSize: number): AuditQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const from = dayStart(values.from);
  const toDay = dayStart(values.to);
  return {
    memberId: text(values.memberId),
    action: text(values.action),
    recordType: text(values.recordType),
    recordId: text(values.recordId),
    from,
    to: toDay === undefined ? undefined : toDay + DAY_MS,
    page,
    pageSize,
  };
}
