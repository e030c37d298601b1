import type { Kysely } from 'kysely';
import { roleAllows, type StaffPermission } from '@marathon/shared/api';
import type { Database } from '../platform/db/schema';
import type { AuditEntry } from '../kernel/audit-trail';
import type { StaffActor } from '../kernel/staff-actor';
import { createAuditTrail } from '../modules/audit';
import { findMemberByEmail, toActor } from '../modules/staff';

/** What a CLI answers a command run without a named staff member, or as one who may not. */
export class ActingStaffError extends Error {}

/** Takes `--as <email>` out of a command's arguments: the member the command acts as. */
export function takeActingAs(argv: readonly string[]): { as: string | null; rest: string[] } {
  const at = argv.indexOf('--as');
  if (at === -1) return { as: null, rest: [...argv] };
  const email = argv[at + 1];
  return { as: email ?? '', rest: [...argv.slice(0, at), ...argv.slice(at + 2)] };
}

/**
 * The active staff member a CLI command acts as, whose role allows it: the organisers' commands are no longer
 * anonymous, and what they do is recorded in the audit trail under the member's name, as in the console.
 */
export async function actingStaff(
  db: Kysely<Database>,
  email: string | null,
  permission: StaffPermission,
): Promise<StaffActor> {
  if (!email) throw new ActingStaffError('name the staff member this is done as: --as <email>');
  const member = await findMemberByEmail(db, email);
  if (!member || member.status !== 'active') {
    throw new ActingStaffError(
      `${email} is not an active staff member (invite them, and they accept, first)`,
    );
  }
  const actor = toActor(member);
  if (!roleAllows(actor.role, permission)) {
    throw new ActingStaffError(`${email} is ${actor.role}: that role may not do this (${permission})`);
  }
  return actor;
}

/** Records a CLI's action: no client address, the request is the command line. */
export async function recordCliAction(
  db: Kysely<Database>,
  actor: StaffActor,
  entry: AuditEntry,
): Promise<void> {
  await createAuditTrail(db).record(actor, entry, { clientAddress: null, requestId: 'cli' });
}
