import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** Codes and sessions are kept a day past their end: the hourly code budgets count recent codes. */
export const KEEP_ENDED_MS = 24 * 60 * 60_000;

/** Deletes codes and sessions a day past their end (the shared state's sweep calls it, see main/app.ts). */
export async function deleteEnded(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom('verification_codes')
    .where('expires_at', '<', now - KEEP_ENDED_MS)
    .execute();
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', now - KEEP_ENDED_MS)
    .execute();
}
