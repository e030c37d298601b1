import type { Kysely } from 'kysely';
import { API_CODE } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import { hitCounter } from '../../platform/shared-state/counters';

/**
 * Rows of the public results lists (the paged list and the name search) one client address may read an hour
 * (issue 41 item 8). A visitor looking for themselves and their friends reads a few hundred; copying a year's
 * 25,000 rows from one address now takes more than twelve hours instead of four minutes. Whom it holds: many
 * visitors behind one address (a carrier's shared address, an office) browsing deep together; they wait, the
 * score of a bib (the lookup runners use most) is not counted.
 */
export const RESULTS_ROWS_PER_HOUR = 2_000;
const HOUR_MS = 60 * 60_000;

/** Counts the rows a page asks for (before it is read, in one atomic step) and refuses past the hour's budget. */
export async function spendListBudget(
  db: Kysely<Database>,
  address: string,
  rows: number,
  now = Date.now(),
): Promise<void> {
  const spent = await hitCounter(db, `results-rows:${address}`, HOUR_MS, now, rows);
  if (spent.hits > RESULTS_ROWS_PER_HOUR) {
    const minutes = Math.max(1, Math.ceil((spent.expiresAt - now) / 60_000));
    throw new ApiFailure(
      API_CODE.tooManyRequests,
      bilingual(
        `此网络查看成绩列表过多，请${minutes}分钟后再试`,
        `Too many results pages from your network, please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
      ),
    );
  }
}
