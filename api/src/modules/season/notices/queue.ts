import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { SeasonNotice } from './notice';

const BATCH_ROWS = 500;

/**
 * Queues notices, in the caller's transaction when it has one (the draw writes its waitlist notices with the
 * order). A notice already queued for the entry and kind is left as it is: a step run again (a repeated outcome,
 * a catch-up after a crash) tells the runner once.
 */
export async function queueNotices(
  db: Kysely<Database> | Transaction<Database>,
  notices: readonly SeasonNotice[],
  at: number,
): Promise<void> {
  for (let start = 0; start < notices.length; start += BATCH_ROWS) {
    const rows = notices.slice(start, start + BATCH_ROWS).map((notice) => {
      const { kind, year, regNo, raceItem, ...facts } = notice;
      return {
        year,
        reg_no: regNo,
        kind,
        race_item: raceItem,
        facts: JSON.stringify(facts),
        queued_at: at,
        claimed_at: null,
        sent_at: null,
        attempts: 0,
        last_error: null,
      };
    });
    await db
      .insertInto('season_notices')
      .values(rows)
      .onConflict((oc) => oc.columns(['year', 'reg_no', 'kind']).doNothing())
      .execute();
  }
}
