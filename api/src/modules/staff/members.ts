import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffMember, type StaffRole } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import type { StaffActor } from '../../kernel/staff-actor';
import type { StaffMembersTable } from './tables';

export const toRole = (text: string): StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(text) ? (text as StaffRole) : 'viewer';

export function toActor(row: Pick<StaffMembersTable, 'id' | 'name' | 'email' | 'role'>): StaffActor {
  const role = toRole(row.role);
  return { staffId: row.id, name: row.name, email: row.email, role, permissions: ROLE_PERMISSIONS[role] };
}

export function toMember(row: StaffMembersTable): StaffMember {
  const role = toRole(row.role);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role,
    status: row.status === 'active' ? 'active' : 'invited',
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

export const findMemberByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('staff_members').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findMemberById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('staff_members').selectAll().where('id', '=', id).executeTakeFirst();

export const listMembers = (db: Kysely<Database>) =>
  db.selectFrom('staff_members').selectAll().orderBy('created_at').orderBy('id').execute();

/** A new member, invited: no password nor TOTP until the invitation is accepted. */
export async function insertInvitedMember(
  db: Kysely<Database>,
  member: { email: string; name: string; role: StaffRole; invitedBy: string | null },
  now: number,
): Promise<StaffMembersTable> {
  const row: StaffMembersTable = {
    id: randomUUID(),
    email: member.email.toLowerCase(),
    name: member.name,
    role: member.role,
    status: 'invited',
    password_hash: null,
    totp_secret: null,
    last_totp_step: null,
    created_at: now,
    invited_by: member.invitedBy,
  };
  await db.insertInto('staff_members').values(row).execute();
  return row;
}

/**
 * Takes a TOTP time step for a member, once: the update only matches while the stored step is older, so the
 * same code sent twice (even to two processes at once) is accepted only the first time.
 */
export async function claimTotpStep(db: Kysely<Database>, memberId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_members')
    .set({ last_totp_step: step })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The addresses of the active administrators (the bootstrap CLI creates the first only while there is none). */
export async function activeAdministrators(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_members')
    .select('email')
    .where('role', '=', 'administrator')
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => row.email);
}
