import type { SessionUser } from '../../../kernel/session-user';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { hashToken, newToken } from './token';

/**
 * How long a login lasts, counted from the login: calls do not slide it. A fixed life bounds what a stolen token
 * is worth and spares a database write on every call; a runner who stays active is asked to log in once a month.
 */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Opens a session for a user and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now = Date.now(),
  ttlMs = SESSION_TTL_MS,
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

/** The user of a live session: known token, not revoked, not expired, account active. Null otherwise. */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.account_no', 'users.nick', 'users.email', 'users.phone'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return { userId: row.id, accountNo: row.account_no, nick: row.nick, email: row.email, phone: row.phone };
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
