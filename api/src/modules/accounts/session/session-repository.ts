import type { SessionUser } from '../../../kernel/session-user';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { hashToken, newToken } from './token';

/*
 * How long a login lasts (issue 41 item 7). The token lives in the browser's localStorage, where a script that
 * slipped past the CSP could read it; under PIPL's rule of the minimum necessary a credential to a runner's personal
 * data should not outlive its use. So a session ends SESSION_IDLE_MS after its last call (each call slides it, and
 * the page renews it while the visitor types or clicks: shared/src/session/renewal.ts), and SESSION_ABSOLUTE_MS
 * after the login whatever the use: a stolen token is worth a day once its owner stops, a week at most.
 */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** A call slides its session only when that moves the end by this much: one write per session every few minutes. */
const SLIDE_STEP_MS = 5 * 60_000;

/** When a session of this login ends if used now: its idle end, never past its absolute end. */
const slidEnd = (createdAt: number, now: number): number =>
  Math.min(now + SESSION_IDLE_MS, createdAt + SESSION_ABSOLUTE_MS);

/** Opens a session for a user and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now = Date.now(),
  ttlMs = SESSION_IDLE_MS,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + ttlMs,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The user of a live session and when it now ends (`expiresAt`: idle end, `endsAt`: absolute end). */
export interface LiveSession extends SessionUser {
  expiresAt: number;
  endsAt: number;
}

/**
 * The user of a live session: known token, not revoked, not expired, account active; null otherwise. Finding it is
 * a use: the session's idle end slides (up to its absolute end), written at most once per SLIDE_STEP_MS.
 */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.account_no',
      'users.nick',
      'users.email',
      'users.phone',
      'sessions.created_at',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.created_at', '>', now - SESSION_ABSOLUTE_MS)
    .where('users.status', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  let expiresAt = Number(row.expires_at);
  const slid = slidEnd(Number(row.created_at), now);
  if (slid - expiresAt >= SLIDE_STEP_MS) {
    // Only forward, and never over a revocation written meanwhile.
    await db
      .updateTable('sessions')
      .set({ expires_at: slid })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '<', slid)
      .execute();
    expiresAt = slid;
  }
  const endsAt = Number(row.created_at) + SESSION_ABSOLUTE_MS;
  return {
    userId: row.id,
    accountNo: row.account_no,
    nick: row.nick,
    email: row.email,
    phone: row.phone,
    expiresAt: Math.min(expiresAt, endsAt),
    endsAt,
  };
}

/** Ends a session (logout, password reset); a token that is unknown or already ended is left as it is. */
export async function revokeSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of a user ("log out everywhere"); answers how many were ended. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  now = Date.now(),
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
