import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE, roleAllows, type StaffPermission } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import type { StaffActor } from '../../kernel/staff-actor';
import { toActor, toRole } from './members';
import { findSessionMember } from './sessions';

/** The header a staff session travels in (a runner's `token` is never one). */
export const STAFF_SESSION_HEADER = 'x-staff-session';

export const staffSessionOf = (request: FastifyRequest): string | null => {
  const header = request.headers[STAFF_SESSION_HEADER];
  return typeof header === 'string' && header.length >= 20 && header.length <= 200 ? header : null;
};

/**
 * The member of a staff call, refused 401 without a live staff session and 403 when their role lacks the
 * endpoint's permission (bilingual, as every refusal).
 */
export async function requireStaff(
  db: Kysely<Database>,
  request: FastifyRequest,
  permission: StaffPermission | undefined,
  now = Date.now(),
): Promise<StaffActor> {
  const token = staffSessionOf(request);
  const member = token === null ? null : await findSessionMember(db, token, now);
  if (!member) {
    throw new ApiFailure(
      API_CODE.unauthorized,
      bilingual(
        '请以工作人员身份登录（登录可能已过期）',
        'Please sign in as a staff member (the session may have ended)',
      ),
    );
  }
  if (permission !== undefined && !roleAllows(toRole(member.role), permission)) {
    throw new ApiFailure(
      API_CODE.forbidden,
      bilingual('您的工作人员角色无权执行此操作', 'Your staff role does not allow this'),
    );
  }
  return toActor(member);
}
