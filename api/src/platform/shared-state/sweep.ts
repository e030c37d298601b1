import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How often one process deletes dead rows; every process sweeps, which is harmless. */
export const SWEEP_EVERY_MS = 60_000;

const lastSweep = new WeakMap<Kysely<Database>, number>();
/** What else each database's sweep deletes: the owners' own expired rows (main/ adds the accounts' codes and sessions). */
const alsoSwept = new WeakMap<Kysely<Database>, ((now: number) => Promise<void>)[]>();

/** Adds a module's own clean-up to this database's sweep (its tables are its own: the sweep only calls it). */
export function sweepAlso(db: Kysely<Database>, task: (now: number) => Promise<void>): void {
  alsoSwept.set(db, [...(alsoSwept.get(db) ?? []), task]);
}

/**
 * Deletes expired counters and claims, and what the owners added (codes and sessions a day past their end), at
 * most once a minute per process and database, on the back of ordinary traffic: no timer has to be started and
 * stopped with the app.
 */
export async function sweepExpired(db: Kysely<Database>, now: number): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now - last < SWEEP_EVERY_MS && now >= last) return;
  lastSweep.set(db, now);
  await db.deleteFrom('shared_counters').where('expires_at', '<=', now).execute();
  await db.deleteFrom('shared_claims').where('expires_at', '<=', now).execute();
  for (const task of alsoSwept.get(db) ?? []) await task(now);
}
