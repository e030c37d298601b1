import { endpoints, ROLE_PERMISSIONS, type StaffMember, type StaffRole } from '@marathon/shared/api';
import {
  MemoryRouter,
  renderInPage,
  startApiServer,
  type ApiTestServer,
} from '@marathon/shared/test-support';
import { Route, Routes } from '@marathon/shared/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAdminMessages } from '../i18n/messages';
import { ConsoleApp } from './ConsoleApp';

/*
 * The console as a member meets it, over the network: the staff sign-in (its session then travels in
 * x-staff-session, never as a runner's token), the screens a role allows and no others, an invitation, the
 * invitation's page and a sign-out, in both languages.
 */
registerAdminMessages();

const SESSION = 'staff-session-0123456789abcdef';
const member = (role: StaffRole, name: string, email: string): StaffMember => ({
  id: `m-${role}`,
  email,
  name,
  role,
  status: 'active',
  permissions: [...ROLE_PERMISSIONS[role]],
});
const ADMIN = member('administrator', '赛事总管', 'chief@staff.test');
const REVIEWER = member('reviewer', '审核员小李', 'reviewer@staff.test');

let server: ApiTestServer;
let signedInAs: StaffMember = ADMIN;
let members: StaffMember[] = [ADMIN];

beforeAll(async () => {
  server = await startApiServer();
  // One base for the file: the console's client is made once per page, as the page's is.
  server.useFreshBase();
  server.route(endpoints.staffSignIn.path, (request) => {
    const body = JSON.parse(request.body) as { code: string };
    if (body.code !== '123456') return { code: 401, msg: '邮箱、密码或动态验证码不正确' };
    return {
      data: {
        session: SESSION,
        idleExpiresAt: Date.now() + 1e6,
        expiresAt: Date.now() + 1e7,
        member: signedInAs,
      },
    };
  });
  const signedIn = (request: { headers: Record<string, unknown> }) =>
    request.headers['x-staff-session'] === SESSION;
  server.route(endpoints.staffMe.path, (request) =>
    signedIn(request) ? { data: signedInAs } : { code: 401, msg: '请以工作人员身份登录' },
  );
  server.route(endpoints.staffSignOut.path, () => ({ data: null }));
  server.route(endpoints.staffMembers.path, (request) =>
    signedIn(request) ? { data: members } : { code: 401, msg: '请以工作人员身份登录' },
  );
  server.route(endpoints.staffInvite.path, (request) => {
    const body = JSON.parse(request.body) as { email: string; name: string; role: StaffRole };
    members = [...members, { ...member(body.role, body.name, body.email), id: 'm-new', status: 'invited' }];
    return { data: { memberId: 'm-new', expiresAt: Date.UTC(2026, 11, 6, 9, 0) } };
  });
  server.route(endpoints.staffAccept.path, (request) => {
    const body = JSON.parse(request.body) as { token: string };
    return body.token === 'invitation-token-0123456789'
      ? { data: { otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' } }
      : { code: 400, msg: '邀请链接无效或已过期，请联系管理员重新邀请' };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  server.received.length = 0;
  signedInAs = ADMIN;
  members = [ADMIN];
});

function renderConsole(at: string, language: 'zh' | 'en' = 'zh') {
  return renderInPage(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

async function signIn(code = '123456') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/邮箱|Email/), 'chief@staff.test');
  await user.type(screen.getByLabelText(/^(密码|Password)/), 'a-long-staff-password');
  await user.type(screen.getByLabelText(/动态验证码|Authenticator code/), code);
  await user.click(screen.getByRole('button', { name: /^(登录|Sign in)$/ }));
  return user;
}

describe('the staff sign-in', () => {
  it('refuses a code that is not six digits before asking the API, in the page’s language', async () => {
    renderConsole('/admin', 'en');
    await signIn('12a');
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows')).toBeTruthy();
    expect(server.received.some((request) => request.path === endpoints.staffSignIn.path)).toBe(false);
  });

  it('shows the API’s refusal and asks for a fresh code', async () => {
    renderConsole('/admin');
    await signIn('654321');
    expect(await screen.findByText('邮箱、密码或动态验证码不正确')).toBeTruthy();
    expect((screen.getByLabelText(/动态验证码/) as HTMLInputElement).value).toBe('');
  });

  it('signs in, then sends the session as x-staff-session (never as a runner’s token) and signs out', async () => {
    renderConsole('/admin');
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: '赛事总管，您好' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: '工作人员' }));
    expect(await screen.findByRole('table', { name: '共 1 位工作人员' })).toBeTruthy();
    const list = server.received.find((request) => request.path === endpoints.staffMembers.path);
    expect(list?.headers['x-staff-session']).toBe(SESSION);
    expect(list?.headers.token).toBeUndefined();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('heading', { name: '工作人员登录' })).toBeTruthy();
    const signOut = server.received.find((request) => request.path === endpoints.staffSignOut.path);
    expect(signOut?.headers['x-staff-session']).toBe(SESSION);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the tab’s session over a reload: the member is asked of the API (me)', async () => {
    sessionStorage.setItem('marathon.staffSession', SESSION);
    renderConsole('/admin/members', 'en');
    expect(await screen.findByRole('table', { name: '1 staff member' })).toBeTruthy();
    expect(server.received.some((request) => request.path === endpoints.staffMe.path)).toBe(true);
  });
});

describe('what a role sees', () => {
  it('a reviewer has the applications screen but no staff or audit screen, and the audit address leads home', async () => {
    signedInAs = REVIEWER;
    sessionStorage.setItem('marathon.staffSession', SESSION);
    renderConsole('/admin/audit');
    expect(await screen.findByRole('heading', { name: '审核员小李，您好' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '后台栏目' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['首页', '参赛资格审核']);
    expect(
      within(screen.getByTestId('admin-permissions'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['查看报名资料', '审核报名', '查看上传的证明材料', '查看赛事概览']);
    expect(server.received.some((request) => request.path === endpoints.auditSearch.path)).toBe(false);
  });
});

describe('the members screen', () => {
  it('invites a member in a role, says until when the link works, and lists them as invited', async () => {
    sessionStorage.setItem('marathon.staffSession', SESSION);
    renderConsole('/admin/members');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '共 1 位工作人员' });
    await user.click(screen.getByRole('button', { name: '发送邀请' }));
    expect(await screen.findByText('请输入有效的邮箱地址')).toBeTruthy();
    expect(screen.getByText('请输入姓名')).toBeTruthy();
    await user.type(screen.getByLabelText(/^邮箱/), 'editor@staff.test');
    await user.type(screen.getByLabelText(/^姓名/), '编辑小王');
    await user.selectOptions(screen.getByLabelText(/^角色/), 'editor');
    await user.click(screen.getByRole('button', { name: '发送邀请' }));
    expect(await screen.findByText(/邀请已发送至 editor@staff.test/)).toBeTruthy();
    const invite = server.received.find((request) => request.path === endpoints.staffInvite.path);
    expect(JSON.parse(invite?.body ?? '{}')).toEqual({
      email: 'editor@staff.test',
      name: '编辑小王',
      role: 'editor',
    });
    const row = await screen.findByTestId('admin-member-editor@staff.test');
    expect(row.textContent).toContain('已邀请，未接受');
    expect(row.textContent).toContain('内容编辑');
  });
});

describe('the invitation’s page', () => {
  it('sets the password with the link’s token and shows the authenticator key once', async () => {
    renderConsole('/admin/accept?token=invitation-token-0123456789', 'en');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password \(/), 'short');
    await user.type(screen.getByLabelText(/^New password again/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('At least 12 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password \(/));
    await user.type(screen.getByLabelText(/^New password \(/), 'a-long-staff-password');
    await user.clear(screen.getByLabelText(/^New password again/));
    await user.type(screen.getByLabelText(/^New password again/), 'a-long-staff-password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByTestId('admin-enrolment-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    const accept = server.received.find((request) => request.path === endpoints.staffAccept.path);
    expect(JSON.parse(accept?.body ?? '{}')).toEqual({
      token: 'invitation-token-0123456789',
      password: 'a-long-staff-password',
    });
  });

  it('says a link without its token is incomplete, and asks nothing of the API', async () => {
    renderConsole('/admin/accept');
    expect(await screen.findByText(/此链接不完整/)).toBeTruthy();
    expect(server.received).toHaveLength(0);
  });
});
