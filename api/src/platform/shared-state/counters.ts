import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sweepExpired } from './sweep';

export interface CounterState {
  hits: number;
  /** When the window ends (epoch ms). */
  expiresAt: number;
  /** Nothing keyed so may proceed before this time (epoch ms); 0 when none. */
  holdUntil: number;
}

/**
 * Counts one event (or `events` at once) under a key in a fixed window of `windowMs` that starts with the first
 * event, and answers the count so far. One upsert: concurrent processes never lose a hit, on SQLite and PostgreSQL
 * alike.
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
  events = 1,
): Promise<CounterState> {
  await sweepExpired(db, now);
  const ends = now + windowMs;
  // Both databases evaluate every SET expression against the row as it was before the update.
  const expired = sql<boolean>`shared_counters.expires_at <= ${now}`;
  const row = await db
    .insertInto('shared_counters')
    .values({ key, hits: events, window_start: now, expires_at: ends, last_at: now, hold_until: 0 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then ${events} else shared_counters.hits + ${events} end`,
        window_start: sql<number>`case when ${expired} then ${now} else shared_counters.window_start end`,
        hold_until: sql<number>`case when ${expired} then 0 else shared_counters.hold_until end`,
        expires_at: sql<number>`case when ${expired} then ${ends} else shared_counters.expires_at end`,
        last_at: now,
      }),
    )
    .returning(['hits', 'expires_at', 'hold_until'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), expiresAt: Number(row.expires_at), holdUntil: Number(row.hold_until) };
}

/** The live state of a counter, or undefined when it has no hits in a running window. */
export async function readCounter(
  db: Kysely<Database>,
  key: string,
  now = Date.now(),
): Promise<CounterState | undefined> {
  const row = await db
    .selectFrom('shared_counters')
    .select(['hits', 'expires_at', 'hold_until'])
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row
    ? { hits: Number(row.hits), expiresAt: Number(row.expires_at), holdUntil: Number(row.hold_until) }
    : undefined;
}

/** Sets the time before which nothing under this live counter may proceed. */
export async function holdCounter(db: Kysely<Database>, key: string, until: number): Promise<void> {
  await db.updateTable('shared_counters').set({ hold_until: until }).where('key', '=', key).execute();
}

/**
 * Takes the next turn of a held counter: succeeds (and holds it again until `holdAgainUntil`) only if its hold
 * has passed. Of two processes asking at once, one gets the turn. A key without a live row has no hold: true.
 */
export async function takeTurn(
  db: Kysely<Database>,
  key: string,
  holdAgainUntil: number,
  now = Date.now(),
): Promise<boolean> {
  const taken = await db
    .updateTable('shared_counters')
    .set({ hold_until: holdAgainUntil })
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .where('hold_until', '<=', now)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return true;
  const live = await readCounter(db, key, now);
  return live === undefined || live.holdUntil <= now;
}

export async function clearCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('shared_counters').where('key', '=', key).execute();
}
