import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sweepExpired } from './sweep';

/**
 * Claims a key once for `ttlMs`: true for the first caller, false for every later one (in any process) until the
 * claim expires. For anything single-use (a solved challenge, a proof of work, a send window).
 */
export async function claimOnce(
  db: Kysely<Database>,
  key: string,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> {
  await sweepExpired(db, now);
  // Inserts, or takes over an expired claim; a live claim is left alone and no row comes back.
  const row = await db
    .insertInto('shared_claims')
    .values({ key, claimed_at: now, expires_at: now + ttlMs })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ claimed_at: now, expires_at: now + ttlMs })
        .where(sql<boolean>`shared_claims.expires_at <= ${now}`),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a claim back, so the key may be claimed again at once (e.g. a send that failed after claiming). */
export async function releaseClaim(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('shared_claims').where('key', '=', key).execute();
}

/**
 * Sets a mark every process can read (a key with the moment it was set), kept `ttlMs`: setting it again moves it.
 * For "this changed" between processes with no other channel (another process's import on SQLite).
 */
export async function setMark(
  db: Kysely<Database>,
  key: string,
  ttlMs: number,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('shared_claims')
    .values({ key, claimed_at: now, expires_at: now + ttlMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ claimed_at: now, expires_at: now + ttlMs }),
    )
    .execute();
}

/** The marks whose key starts with `prefix`, with when each was last set. */
export async function readMarks(
  db: Kysely<Database>,
  prefix: string,
): Promise<{ key: string; setAt: number }[]> {
  const rows = await db
    .selectFrom('shared_claims')
    .select(['key', 'claimed_at'])
    .where('key', 'like', `${prefix}%`)
    .execute();
  return rows.map((row) => ({ key: row.key, setAt: Number(row.claimed_at) }));
}
