import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  LIVE_POINTS,
  type FeedHealth,
  type LivePoint,
  type TimingKey,
  type TimingKeyIssue,
} from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';

export const keyHashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** An issued key: `tk_` and 32 random bytes in base64url, so it meets the deployment keys' own pattern. */
const ISSUED_KEY = /^tk_[A-Za-z0-9_-]{43}$/;

/** A touch of a key's last use is written at most once a minute, not on every feed call. */
const TOUCH_EVERY_MS = 60_000;

const pointsOf = (json: string): LivePoint[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed)
    ? parsed.filter((point): point is LivePoint => (LIVE_POINTS as readonly unknown[]).includes(point))
    : [];
};

/** Issues a key: it is answered once, only its hash is stored. */
export async function issueTimingKey(
  db: Kysely<Database>,
  input: TimingKeyIssue,
  issuer: { staffId: string; name: string },
  now: number,
): Promise<{ keyId: string; key: string }> {
  const key = `tk_${randomBytes(32).toString('base64url')}`;
  const keyId = randomUUID();
  await db
    .insertInto('timing_keys')
    .values({
      id: keyId,
      key_hash: keyHashOf(key),
      provider: input.provider,
      year: input.year,
      points: JSON.stringify(LIVE_POINTS.filter((point) => input.points.includes(point))),
      issued_by: issuer.staffId,
      issued_by_name: issuer.name,
      created_at: now,
      revoked_at: null,
      last_used_at: null,
    })
    .execute();
  return { keyId, key };
}

/** Ends a key now; false when there is no such key or it was already ended. */
export async function revokeTimingKey(db: Kysely<Database>, keyId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('timing_keys')
    .set({ revoked_at: now })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface IssuedKeyScope {
  keyId: string;
  provider: string;
  year: number;
  points: readonly LivePoint[];
}

/** The live key a feed call's header carries, or null (unknown, malformed or ended). */
export async function issuedKeyOf(
  db: Kysely<Database>,
  key: string,
  now: number,
): Promise<IssuedKeyScope | null> {
  if (!ISSUED_KEY.test(key)) return null;
  const row = await db
    .selectFrom('timing_keys')
    .select(['id', 'provider', 'year', 'points', 'revoked_at', 'last_used_at'])
    .where('key_hash', '=', keyHashOf(key))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return null;
  if (row.last_used_at === null || Number(row.last_used_at) <= now - TOUCH_EVERY_MS) {
    await db
      .updateTable('timing_keys')
      .set({ last_used_at: now })
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', now - TOUCH_EVERY_MS)]))
      .execute();
  }
  return { keyId: row.id, provider: row.provider, year: Number(row.year), points: pointsOf(row.points) };
}

/** Every key issued for a year, newest first (ended ones too: the record of who had access). */
export async function timingKeysOf(db: Kysely<Database>, year: number): Promise<TimingKey[]> {
  const rows = await db
    .selectFrom('timing_keys')
    .selectAll()
    .where('year', '=', year)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    keyId: row.id,
    provider: row.provider,
    year: Number(row.year),
    points: pointsOf(row.points),
    issuedByName: row.issued_by_name,
    createdAt: Number(row.created_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  }));
}

/** Each provider's passings of the year and the last one received: is a mat's feed still coming in? */
export async function feedHealthOf(db: Kysely<Database>, year: number): Promise<FeedHealth[]> {
  const rows = await db
    .selectFrom('live_passings')
    .select((eb) => [
      'provider',
      eb.fn.countAll<string | number>().as('passings'),
      eb.fn.max('received_at').as('last'),
    ])
    .where('year', '=', year)
    .groupBy('provider')
    .orderBy('provider')
    .execute();
  return rows.map((row) => ({
    provider: row.provider,
    passings: Number(row.passings),
    lastPassingAt: row.last === null ? null : Number(row.last),
  }));
}
