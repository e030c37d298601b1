import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How often one process deletes dead rows; every process sweeps, which is harmless. */
export const SWEEP_EVERY_MS = 60_000;
/** Codes and sessions are kept a day past their end: the hourly code budgets count recent codes. */
export const KEEP_ENDED_MS = 24 * 60 * 60_000;

const lastSweep = new WeakMap<Kysely<Database>, number>();

/**
 * Deletes expired counters and claims, and codes and sessions a day past their end, at most once a minute per
 * process and database, on the back of ordinary traffic: no timer has to be started and stopped with the app.
 */
export async function sweepExpired(db: Kysely<Database>, now: number): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now - last < SWEEP_EVERY_MS && now >= last) return;
  lastSweep.set(db, now);
  await db.deleteFrom('shared_counters').where('expires_at', '<=', now).execute();
  await db.deleteFrom('shared_claims').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('verification_codes')
    .where('expires_at', '<', now - KEEP_ENDED_MS)
    .execute();
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', now - KEEP_ENDED_MS)
    .execute();
}
