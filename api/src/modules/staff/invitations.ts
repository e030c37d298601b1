import type { Kysely } from 'kysely';
import { API_CODE, type StaffInvite } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import type { StaffActor } from '../../kernel/staff-actor';
import { hashPassword, hashToken, newToken } from '../accounts';
import { findMemberByEmail, insertInvitedMember } from './members';
import { newTotpSecret, totpUri } from './totp';

/** An invitation link works this long, once. */
export const INVITATION_TTL_MS = 72 * 60 * 60_000;

/** Sends one mail (the invitation); the app's is the mail sender of the alerts, or its outbox in development. */
export type StaffMail = (message: {
  to: string;
  subject: string;
  text: string;
  token: string;
}) => Promise<void>;

export interface Invited {
  memberId: string;
  expiresAt: number;
  /** The link with its token: mailed by the API, printed by the bootstrap CLI, never stored. */
  link: string;
}

const invalidInvitation = () =>
  new ApiFailure(
    API_CODE.badRequest,
    bilingual(
      '邀请链接无效或已过期，请联系管理员重新邀请',
      'This invitation link is invalid or has expired: ask an administrator for a new one',
    ),
  );

/**
 * The console's page that takes the token: a query of the hash route, so the whole of it is in the fragment (no
 * server or proxy log ever holds it) and the link has one `#` (mail clients rewrite a second one).
 */
export const invitationLink = (siteUrl: string | null, token: string): string =>
  `${(siteUrl ?? '').replace(/\/+$/, '')}/#/admin/accept?token=${token}`;

/**
 * Invites a member (or invites again one who never accepted: their earlier links stop working). An active
 * member is refused: their role is theirs until an administrator changes it, not by a second invitation.
 */
export async function inviteMember(
  db: Kysely<Database>,
  invite: StaffInvite,
  by: StaffActor | null,
  siteUrl: string | null,
  now: number,
): Promise<Invited> {
  const token = newToken();
  const expiresAt = now + INVITATION_TTL_MS;
  const memberId = await db.transaction().execute(async (trx) => {
    const existing = await findMemberByEmail(trx, invite.email);
    if (existing?.status === 'active') {
      throw new ApiFailure(
        API_CODE.badRequest,
        bilingual('该邮箱已是工作人员', 'This address already belongs to a staff member'),
      );
    }
    let id: string;
    if (existing) {
      id = existing.id;
      await trx
        .updateTable('staff_members')
        .set({ name: invite.name, role: invite.role })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('staff_invitations')
        .set({ used_at: now })
        .where('member_id', '=', id)
        .where('used_at', 'is', null)
        .execute();
    } else {
      id = (await insertInvitedMember(trx, { ...invite, invitedBy: by?.staffId ?? null }, now)).id;
    }
    await trx
      .insertInto('staff_invitations')
      .values({
        token_hash: hashToken(token),
        member_id: id,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    return id;
  });
  return { memberId, expiresAt, link: invitationLink(siteUrl, token) };
}

export const invitationMail = (invited: Invited, name: string) => ({
  subject: '扬州半程马拉松工作人员邀请 / Yangzhou Half Marathon staff invitation',
  text:
    `${name}，您好：\n您被邀请成为赛事工作人员。请在72小时内打开以下链接设置密码并绑定动态验证码：\n${invited.link}\n\n` +
    `Hello ${name},\nYou are invited to the organisers' staff. Open this link within 72 hours to set your password ` +
    `and enrol your authenticator app:\n${invited.link}`,
});

/**
 * Accepts an invitation: the link works once and before it expires (a forged, used or late one is refused alike,
 * saying nothing of which). Sets the password and a new TOTP secret; the member signs in with both from then on.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  accept: { token: string; password: string },
  scryptLogN: number,
  now: number,
): Promise<{ otpauthUri: string; secret: string }> {
  const tokenHash = hashToken(accept.token);
  const invitation = await db
    .selectFrom('staff_invitations')
    .innerJoin('staff_members', 'staff_members.id', 'staff_invitations.member_id')
    .select(['staff_members.id', 'staff_members.email'])
    .where('staff_invitations.token_hash', '=', tokenHash)
    .where('staff_invitations.used_at', 'is', null)
    .where('staff_invitations.expires_at', '>', now)
    .executeTakeFirst();
  if (!invitation) throw invalidInvitation();
  const passwordHash = await hashPassword(accept.password, scryptLogN);
  const secret = newTotpSecret();
  const accepted = await db.transaction().execute(async (trx) => {
    // The claim: of two acceptances of one link racing, only one sets the password.
    const claimed = await trx
      .updateTable('staff_invitations')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('staff_members')
      .set({ password_hash: passwordHash, totp_secret: secret, last_totp_step: null, status: 'active' })
      .where('id', '=', invitation.id)
      .execute();
    return true;
  });
  if (!accepted) throw invalidInvitation();
  return { otpauthUri: totpUri(invitation.email, secret), secret };
}
