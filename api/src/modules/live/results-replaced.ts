import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * A year's imported results replace its live reads and statuses (a runner's choice of who may follow them stays):
 * run inside the import's transaction (main/ hands it to the results module).
 */
export async function forgetLiveReads(trx: Transaction<Database>, year: number, now: number): Promise<void> {
  await trx.deleteFrom('live_passings').where('year', '=', year).execute();
  await trx
    .updateTable('live_runners')
    .set((eb) => ({
      status: 0,
      status_reason_zh: null,
      status_reason_en: null,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('year', '=', year)
    .execute();
}
