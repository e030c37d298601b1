import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, outboxEntrySchema } from '@marathon/shared/api';
import { buildAuthApp } from '../../test-support/accounts';
import { enrolStaff, totpCodeAt, type TestStaff } from './staff.test-support';
import { INVITATION_TTL_MS } from './invitations';
import { FAILURES_PER_MEMBER_AND_ADDRESS } from './sign-in';
import { STAFF_IDLE_MS } from './sessions';

/*
 * Staff accounts: an administrator invites, the member accepts (password and TOTP enrolment) and signs in with
 * both; codes are single use; sessions end when idle, or when an administrator ends them; a stranger's failures
 * never keep a member out.
 */

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const MEMBER_ADDRESS = '198.51.100.20';
const STRANGER = '203.0.113.90';

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = MEMBER_ADDRESS,
) => app.inject({ method: 'POST', url, payload, headers, remoteAddress });

/** The link of the last invitation mailed to an address (the development outbox holds the mail's text). */
function invitationToken(email: string): string {
  const file = path.join(app.context.config.auth?.dataDir ?? '', 'outbox.jsonl');
  const entries = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => outboxEntrySchema.parse(JSON.parse(line)))
    .filter((entry) => entry.target === email);
  const text = entries.at(-1)?.text ?? '';
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function inviteAndAccept(admin: TestStaff, email: string, role: string, name: string) {
  const invited = await post(endpoints.staffInvite.path, { email, name, role }, admin.headers);
  expect(invited.statusCode).toBe(200);
  const accepted = await post(endpoints.staffAccept.path, {
    token: invitationToken(email),
    password: 'a-long-staff-password',
  });
  expect(accepted.statusCode).toBe(200);
  return accepted.json().data as { otpauthUri: string; secret: string };
}

const signIn = async (email: string, password: string, code: string, remoteAddress = MEMBER_ADDRESS) =>
  post(endpoints.staffSignIn.path, { email, password, code }, {}, remoteAddress);

describe('a staff member', () => {
  it('is invited, accepts with a password and a TOTP app, and signs in with both', async () => {
    app = await buildAuthApp();
    const admin = await enrolStaff(app, 'administrator', '管理员甲');
    const enrolment = await inviteAndAccept(admin, 'new.reviewer@staff.test', 'reviewer', '审核员新');
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*new\.reviewer%40staff\.test\?.*secret=/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);

    const wrongCode = await signIn('new.reviewer@staff.test', 'a-long-staff-password', '000000');
    expect(wrongCode.statusCode).toBe(401);
    const code = await totpCodeAt(enrolment.secret, Date.now());
    const signedIn = await signIn('New.Reviewer@staff.test', 'a-long-staff-password', code);
    expect(signedIn.statusCode).toBe(200);
    const answer = signedIn.json().data;
    expect(answer.member).toMatchObject({ name: '审核员新', role: 'reviewer', status: 'active' });
    expect(answer.member.permissions).toContain('applications.review');
    expect(answer.expiresAt - Date.now()).toBeGreaterThan(6 * 24 * 3_600_000);

    const me = await app.inject({
      method: 'GET',
      url: endpoints.staffMe.path,
      headers: { 'x-staff-session': answer.session },
    });
    expect(me.json().data).toMatchObject({ email: 'new.reviewer@staff.test', role: 'reviewer' });
    // The token is kept only as a hash.
    const stored = await app.context.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(answer.session);

    const invites = await app.context.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'staff.invite')
      .execute();
    expect(invites).toMatchObject([
      { staff_id: admin.memberId, staff_name: '管理员甲', staff_role: 'administrator' },
    ]);
  });

  it('cannot accept a forged, used or expired invitation', async () => {
    app = await buildAuthApp();
    const admin = await enrolStaff(app, 'administrator');
    const forged = await post(endpoints.staffAccept.path, {
      token: 'forged-token-forged-token-forged-token',
      password: 'a-long-staff-password',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe('邀请链接无效或已过期，请联系管理员重新邀请');

    await inviteAndAccept(admin, 'once@staff.test', 'editor', '编辑');
    const again = await post(
      endpoints.staffAccept.path,
      { token: invitationToken('once@staff.test'), password: 'another-long-password' },
      { 'accept-language': 'en' },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(
      'This invitation link is invalid or has expired: ask an administrator for a new one',
    );

    expect(
      (
        await post(
          endpoints.staffInvite.path,
          { email: 'late@staff.test', name: '迟到', role: 'viewer' },
          admin.headers,
        )
      ).statusCode,
    ).toBe(200);
    await app.context.db
      .updateTable('staff_invitations')
      .set({ expires_at: Date.now() - 1 })
      .where('created_at', '>', Date.now() - INVITATION_TTL_MS)
      .where('used_at', 'is', null)
      .execute();
    const late = await post(endpoints.staffAccept.path, {
      token: invitationToken('late@staff.test'),
      password: 'a-long-staff-password',
    });
    expect(late.statusCode).toBe(400);
    const member = await app.context.db
      .selectFrom('staff_members')
      .select(['status', 'password_hash'])
      .where('email', '=', 'late@staff.test')
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ status: 'invited', password_hash: null });
  });

  it('cannot sign in twice with one code: a replayed code is refused', async () => {
    app = await buildAuthApp();
    const member = await enrolStaff(app, 'reviewer');
    const code = await totpCodeAt(member.secret, Date.now());
    expect((await signIn(member.email, member.password, code)).statusCode).toBe(200);
    const replay = await signIn(member.email, member.password, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toBe('邮箱、密码或动态验证码不正确');
    // A code of an earlier step (still inside the clock tolerance) is refused too: steps only go forward.
    expect(
      (await signIn(member.email, member.password, await totpCodeAt(member.secret, Date.now() - 30_000)))
        .statusCode,
    ).toBe(401);
  });

  it('signs in from their own address whatever a stranger fails elsewhere', async () => {
    app = await buildAuthApp();
    const member = await enrolStaff(app, 'reviewer');
    const codes: number[] = [];
    for (let i = 0; i < FAILURES_PER_MEMBER_AND_ADDRESS + 3; i++) {
      codes.push((await signIn(member.email, `guess-${i}`, '123456', STRANGER)).statusCode);
    }
    expect(codes.slice(0, FAILURES_PER_MEMBER_AND_ADDRESS)).toEqual(
      Array(FAILURES_PER_MEMBER_AND_ADDRESS).fill(401),
    );
    const held = await signIn(
      member.email,
      member.password,
      await totpCodeAt(member.secret, Date.now()),
      STRANGER,
    );
    // Held from the stranger's address even with the right password and code: guesses stop there.
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // From many other addresses too.
    for (let i = 0; i < 6; i++) await signIn(member.email, 'guess', '123456', `192.0.2.${i + 1}`);
    const own = await signIn(member.email, member.password, await totpCodeAt(member.secret, Date.now()));
    expect(own.statusCode).toBe(200);
  });

  it('is signed out when an administrator ends their sessions, and when idle too long', async () => {
    app = await buildAuthApp();
    const admin = await enrolStaff(app, 'administrator', '管理员乙');
    const reviewer = await enrolStaff(app, 'reviewer', '审核员丙');
    const me = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: endpoints.staffMe.path, headers });
    expect((await me(reviewer.headers)).statusCode).toBe(200);
    // Only an administrator may end sessions.
    expect(
      (await post(endpoints.staffEndSessions.path, { memberId: admin.memberId }, reviewer.headers))
        .statusCode,
    ).toBe(403);
    const ended = await post(endpoints.staffEndSessions.path, { memberId: reviewer.memberId }, admin.headers);
    expect(ended.json().data).toEqual({ ended: 1 });
    const refused = await me(reviewer.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().msg).toBe('请以工作人员身份登录（登录可能已过期）');
    const recorded = await app.context.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'staff.end-sessions')
      .execute();
    expect(recorded).toMatchObject([
      { staff_name: '管理员乙', record_type: 'staff', record_id: reviewer.memberId },
    ]);

    // Idle past 12 hours: refused, however young the session.
    await app.context.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: Date.now() - STAFF_IDLE_MS - 1 })
      .where('member_id', '=', admin.memberId)
      .execute();
    expect((await me(admin.headers)).statusCode).toBe(401);
  });

  it('signs out with its own session only', async () => {
    app = await buildAuthApp();
    const member = await enrolStaff(app, 'viewer');
    const other = await app.inject({
      method: 'POST',
      url: endpoints.staffSignIn.path,
      payload: {
        email: member.email,
        password: member.password,
        code: await totpCodeAt(member.secret, Date.now()),
      },
    });
    const second = { 'x-staff-session': other.json().data.session as string };
    expect(
      (await app.inject({ method: 'POST', url: endpoints.staffSignOut.path, headers: member.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: endpoints.staffMe.path, headers: member.headers })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: endpoints.staffMe.path, headers: second })).statusCode,
    ).toBe(200);
  });
});
