import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { generate } from 'otplib';
import type { StaffRole } from '@marathon/shared/api';
import { acceptInvitation, inviteMember } from './invitations';
import { STAFF_SESSION_HEADER } from './require-staff';
import { openStaffSession } from './sessions';

/** Cheap hashes in tests (the API's own cost is configured, not tested, here). */
const TEST_LOG_N = 10;

export interface TestStaff {
  memberId: string;
  email: string;
  name: string;
  password: string;
  secret: string;
  /** The header of a live session of the member. */
  headers: Record<string, string>;
}

let counter = 0;

/**
 * A staff member of the role enrolled as a real one is (invited, invitation accepted with a password and a TOTP
 * secret) and signed in: their session's header is ready to send.
 */
export function enrolStaff(
  app: FastifyInstance,
  role: StaffRole,
  name = `测试${role}`,
  now = Date.now(),
): Promise<TestStaff> {
  return enrolStaffIn(app.context.db, role, name, now);
}

/** The same on a database a CLI opens itself. */
export async function enrolStaffIn(
  db: Kysely<Database>,
  role: StaffRole,
  name = `测试${role}`,
  now = Date.now(),
): Promise<TestStaff> {
  counter += 1;
  const email = `${role}-${counter}-${now}@staff.test`;
  const password = `staff-password-${counter}-long`;
  const invited = await inviteMember(db, { email, name, role }, null, null, now);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(invited.link)?.[1] ?? '';
  const { secret } = await acceptInvitation(db, { token, password }, TEST_LOG_N, now);
  const session = await openStaffSession(db, invited.memberId, now);
  return {
    memberId: invited.memberId,
    email,
    name,
    password,
    secret,
    headers: { [STAFF_SESSION_HEADER]: session.token },
  };
}

/** The TOTP code of a secret at a time (epoch ms), as the member's phone shows it. */
export const totpCodeAt = (secret: string, at: number): Promise<string> =>
  generate({ secret, epoch: Math.floor(at / 1000) });
