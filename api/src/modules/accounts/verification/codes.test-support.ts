import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/** Ages every code sent so far by `ms`, as waiting that long would. */
export async function ageCodes(db: Kysely<Database>, ms: number): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ created_at: eb('created_at', '-', ms) }))
    .execute();
}
