import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { hashToken, newToken } from '../accounts';
import type { StaffMembersTable } from './tables';

/** A staff session left unused this long ends: a console left open on a shared desk does not stay signed in. */
export const STAFF_IDLE_MS = 12 * 60 * 60_000;
/** However active, a staff session ends this long after the sign-in. */
export const STAFF_SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
/** The last call is written at most this often, not on every call. */
const SEEN_EVERY_MS = 60_000;

export interface OpenedSession {
  token: string;
  idleExpiresAt: number;
  expiresAt: number;
}

export async function openStaffSession(
  db: Kysely<Database>,
  memberId: string,
  now: number,
): Promise<OpenedSession> {
  const token = newToken();
  const expiresAt = now + STAFF_SESSION_MAX_MS;
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ended_at: null,
    })
    .execute();
  return { token, idleExpiresAt: Math.min(expiresAt, now + STAFF_IDLE_MS), expiresAt };
}

/** The active member of a live session (not ended, not idle too long, not past its life), marking it seen. */
export async function findSessionMember(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<StaffMembersTable | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_members', 'staff_members.id', 'staff_sessions.member_id')
    .selectAll('staff_members')
    .select(['staff_sessions.last_seen_at as seen'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.ended_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now)
    .where('staff_sessions.last_seen_at', '>', now - STAFF_IDLE_MS)
    .where('staff_members.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  if (now - Number(row.seen) >= SEEN_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  const { seen: _seen, ...member } = row;
  return member;
}

export async function endSession(db: Kysely<Database>, token: string, now: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every live session of a member; answers how many were live. */
export async function endSessionsOf(db: Kysely<Database>, memberId: string, now: number): Promise<number> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ ended_at: now })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sessions and invitations a day past their end, deleted by the shared sweep. */
export async function deleteEndedStaffRows(db: Kysely<Database>, now: number): Promise<void> {
  const dayAgo = now - 24 * 60 * 60_000;
  await db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', dayAgo),
        eb('last_seen_at', '<', dayAgo - STAFF_IDLE_MS),
        eb('ended_at', '<', dayAgo),
      ]),
    )
    .execute();
  await db.deleteFrom('staff_invitations').where('expires_at', '<', dayAgo).execute();
}
