import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Ends every claim whose key starts with `prefix` now, as its window running out would. */
export async function expireClaims(db: Kysely<Database>, prefix: string): Promise<void> {
  await db
    .updateTable('shared_claims')
    .set({ expires_at: Date.now() })
    .where('key', 'like', `${prefix}%`)
    .execute();
}
