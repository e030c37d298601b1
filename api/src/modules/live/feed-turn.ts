import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * Takes the year's turn for a feed call, held until the transaction ends: a call judges what is kept and writes what
 * it judged, so two calls about the same runners (two mats' readers, two API processes) must not judge at once, or
 * both find nothing kept and the later crossing may be written last. The upsert is the lock on both databases: on
 * PostgreSQL it locks the year's row until commit (a second call waits there), on SQLite it is the transaction's
 * first write and takes the database's write lock before anything is read.
 */
export async function takeFeedTurn(trx: Transaction<Database>, year: number): Promise<void> {
  await trx
    .insertInto('live_feed_turns')
    .values({ year, calls: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet((eb) => ({ calls: eb('live_feed_turns.calls', '+', 1) })),
    )
    .execute();
}
