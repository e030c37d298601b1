import type { ResultStatus, StatusReason } from '@marathon/shared/api';

/**
 * How a result row ended, as stored: 0 finished, 1 did not finish, 2 disqualified. A DNF or DQ row has no ranks
 * (0) and, without a time, 0 in its time columns: no lookup ranks, counts or draws those rows as finishers.
 */
export const STATUS_CODE = { finished: 0, dnf: 1, dq: 2 } as const satisfies Record<ResultStatus, number>;

export function statusOf(code: number): ResultStatus {
  return code === STATUS_CODE.dnf ? 'dnf' : code === STATUS_CODE.dq ? 'dq' : 'finished';
}

/** The stored reason, when the organisers gave one in both languages. */
export function reasonOf(row: {
  status_reason_zh: string | null;
  status_reason_en: string | null;
}): StatusReason | null {
  return row.status_reason_zh && row.status_reason_en
    ? { zh: row.status_reason_zh, en: row.status_reason_en }
    : null;
}
