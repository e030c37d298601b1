import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { PickupDesk } from '@marathon/shared/api';
import type { PickupDesksTable } from './tables';

const HOUR_MS = 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A desk link's secret: 32 random bytes, base64url (43 characters). */
const DESK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Issues a desk link: the secret is answered once (the page keeps it), only its hash is stored. */
export async function issueDesk(
  db: Kysely<Database>,
  input: { year: number; deskName: string; hours: number },
  issuer: { staffId: string; name: string },
  now: number,
): Promise<{ deskId: string; token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const deskId = randomUUID();
  const expiresAt = now + input.hours * HOUR_MS;
  await db
    .insertInto('pickup_desks')
    .values({
      id: deskId,
      token_hash: hashOf(token),
      year: input.year,
      desk_name: input.deskName,
      expires_at: expiresAt,
      revoked_at: null,
      issued_by: issuer.staffId,
      issued_by_name: issuer.name,
      created_at: now,
    })
    .execute();
  return { deskId, token, expiresAt };
}

/** Ends a desk link now; false when there is no such desk or it was already ended. */
export async function revokeDesk(db: Kysely<Database>, deskId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('pickup_desks')
    .set({ revoked_at: now })
    .where('id', '=', deskId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type DeskCheck =
  | { ok: true; desk: Pick<PickupDesksTable, 'id' | 'year' | 'desk_name' | 'issued_by' | 'issued_by_name'> }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'revoked' };

/** The desk a call's secret opens now, or why none. */
export async function deskOf(
  db: Kysely<Database>,
  token: string | undefined,
  now: number,
): Promise<DeskCheck> {
  if (token === undefined || token === '') return { ok: false, reason: 'missing' };
  if (!DESK_TOKEN.test(token)) return { ok: false, reason: 'unknown' };
  const row = await db
    .selectFrom('pickup_desks')
    .select(['id', 'year', 'desk_name', 'issued_by', 'issued_by_name', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (Number(row.expires_at) <= now) return { ok: false, reason: 'expired' };
  return { ok: true, desk: row };
}

/** A year's desk links, newest first, with each one's pickups and the last one's time; never a secret's hash. */
export async function listDesks(db: Kysely<Database>, year: number): Promise<PickupDesk[]> {
  const rows = await db
    .selectFrom('pickup_desks as d')
    .leftJoin('kit_pickups as k', 'k.desk_id', 'd.id')
    .select((eb) => [
      'd.id',
      'd.year',
      'd.desk_name',
      'd.issued_by_name',
      'd.created_at',
      'd.expires_at',
      'd.revoked_at',
      eb.fn.count<number | string | bigint>('k.pickup_id').as('pickups'),
      eb.fn.max('k.at').as('last_at'),
    ])
    .where('d.year', '=', year)
    .groupBy([
      'd.id',
      'd.year',
      'd.desk_name',
      'd.issued_by_name',
      'd.created_at',
      'd.expires_at',
      'd.revoked_at',
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .execute();
  // Postgres answers bigint columns and counts as strings: numbers here.
  return rows.map((row) => ({
    deskId: row.id,
    year: Number(row.year),
    deskName: row.desk_name,
    issuedByName: row.issued_by_name,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    pickups: Number(row.pickups),
    lastPickupAt: row.last_at === null ? null : Number(row.last_at),
  }));
}
