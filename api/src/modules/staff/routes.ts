import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE, endpoints } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import { route } from '../../platform/http/route';
import type { AuditTrail } from '../../kernel/audit-trail';
import { acceptInvitation, invitationMail, inviteMember, type StaffMail } from './invitations';
import { findMemberById, listMembers, toMember } from './members';
import { staffSessionOf } from './require-staff';
import { endSession, endSessionsOf } from './sessions';
import { signIn } from './sign-in';
import { auditOriginOf } from '../../platform/http/audit-origin';

export interface StaffDeps {
  db: Kysely<Database>;
  audit: AuditTrail;
  siteUrl: string | null;
  scryptLogN: number;
  /** How invitations are mailed; null: no mail sender here (the bootstrap CLI prints links instead). */
  mail: (log: FastifyBaseLogger) => StaffMail | null;
  now: () => number;
}

/** Sign-ins and acceptances: few a minute per address, on top of the failure counts of sign-in.ts. */
const limited = { config: { rateLimit: { max: 10, timeWindow: 60_000 } } };

/** The staff calls: invitations, acceptance with TOTP enrolment, sign-in and out, members and their sessions. */
export function registerStaffRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { db, audit } = deps;

  route(app, endpoints.staffInvite, limited, async ({ request, body, staff }) => {
    const mail = deps.mail(request.log);
    if (!mail) {
      throw new ApiFailure(
        503,
        bilingual(
          '本站未配置邮件发送，无法发出邀请；请在服务器上使用 staff invite 命令',
          'This site sends no mail, so the invitation cannot go out: use the staff invite command on the server',
        ),
      );
    }
    const invited = await inviteMember(db, body, staff, deps.siteUrl, deps.now());
    await mail({ to: body.email, token: invited.link, ...invitationMail(invited, body.name) });
    await audit.record(
      staff,
      { action: 'staff.invite', recordType: 'staff', recordId: invited.memberId },
      auditOriginOf(request),
    );
    return { memberId: invited.memberId, expiresAt: invited.expiresAt };
  });

  route(app, endpoints.staffAccept, limited, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return acceptInvitation(db, body, deps.scryptLogN, deps.now());
  });

  route(app, endpoints.staffSignIn, limited, async ({ request, reply, body }) => {
    reply.header('cache-control', 'no-store');
    const { member, session } = await signIn(
      db,
      { ...body, clientAddress: request.clientAddress },
      {
        scryptLogN: deps.scryptLogN,
        now: deps.now(),
        log: request.log,
        setRetryAfter: (seconds) => {
          reply.header('retry-after', String(seconds));
        },
      },
    );
    return {
      session: session.token,
      idleExpiresAt: session.idleExpiresAt,
      expiresAt: session.expiresAt,
      member: toMember(member),
    };
  });

  route(app, endpoints.staffSignOut, {}, async ({ request }) => {
    const token = staffSessionOf(request);
    if (token !== null) await endSession(db, token, deps.now());
    return null;
  });

  route(app, endpoints.staffMe, {}, async ({ staff, reply }) => {
    reply.header('cache-control', 'no-store');
    const member = await findMemberById(db, staff.staffId);
    if (!member)
      throw new ApiFailure(API_CODE.unauthorized, bilingual('工作人员不存在', 'No such staff member'));
    return toMember(member);
  });

  route(app, endpoints.staffMembers, {}, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return (await listMembers(db)).map(toMember);
  });

  route(app, endpoints.staffEndSessions, {}, async ({ request, body, staff }) => {
    const member = await findMemberById(db, body.memberId);
    if (!member) {
      throw new ApiFailure(API_CODE.notFound, bilingual('没有这位工作人员', 'There is no such staff member'));
    }
    const ended = await endSessionsOf(db, member.id, deps.now());
    await audit.record(
      staff,
      { action: 'staff.end-sessions', recordType: 'staff', recordId: member.id },
      auditOriginOf(request),
    );
    return { ended };
  });
}
