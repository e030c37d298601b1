import {
  endpoints,
  ROLE_PERMISSIONS,
  type StaffApplication,
  type StaffMember,
  type StaffRole,
} from '@marathon/shared/api';
import {
  MemoryRouter,
  renderInPage,
  startApiServer,
  type ApiTestServer,
  type ReceivedRequest,
} from '@marathon/shared/test-support';
import { Route, Routes } from '@marathon/shared/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleApp } from '../console/ConsoleApp';
import { registerAdminMessages } from '../i18n/messages';

/*
 * The reviewers' screen over the network: the list by status, finding by name, an application's answers and
 * documents (a private link asked for on opening), approving, sending back with a reason, and who sees it.
 */
registerAdminMessages();

const SESSION = 'staff-session-0123456789abcdef';
const memberOf = (role: StaffRole): StaffMember => ({
  id: `m-${role}`,
  email: `${role}@staff.test`,
  name: '审核员王',
  role,
  status: 'active',
  permissions: [...ROLE_PERMISSIONS[role]],
});
const SUBMITTED_AT = Date.UTC(2026, 3, 1, 2, 0);

const application = (id: number, nick: string, status: number): StaffApplication => ({
  id,
  year: 2026,
  status,
  ended: false,
  note: `${nick} 的 2025 年全马成绩 3:05:00`,
  documents: [
    { name: '成绩证书', url: `/user-center/uploads/cert-${id}.png` },
    { name: 'proof.pdf', url: `/user-center/uploads/proof-${id}.pdf` },
  ],
  rejectReason: status === 3 ? '证明材料不清晰' : null,
  createdAt: SUBMITTED_AT,
  submittedAt: SUBMITTED_AT,
  reviewedAt: status === 1 ? null : SUBMITTED_AT + 60_000,
  applicant: { accountNo: `A${1000 + id}`, nick },
});

let server: ApiTestServer;
let member: StaffMember;
let applications: StaffApplication[] = [];

beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: member }));
  server.route(endpoints.staffApplications.path, (request) => ({
    data: applications.filter((one) => String(one.status) === request.query.get('status')),
  }));
  server.route(endpoints.applicationReview.path, (request: ReceivedRequest) => {
    const body = JSON.parse(request.body) as { applicationId: number; decision: string; reason?: string };
    const one = applications.find((candidate) => candidate.id === body.applicationId);
    if (!one) return { code: 400, msg: 'This application has already been decided' };
    one.status = body.decision === 'approve' ? 2 : 3;
    one.rejectReason = body.reason ?? null;
    return { data: one };
  });
  server.route(endpoints.uploadLinkForReview.path, (request) => {
    const { url } = JSON.parse(request.body) as { url: string };
    return { data: { url: `${url}?expires=1&signature=abc`, expiresAt: SUBMITTED_AT + 600_000 } };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.setItem('marathon.staffSession', SESSION);
  server.received.length = 0;
  member = memberOf('reviewer');
  applications = [application(1, '张三', 1), application(2, 'Li Si', 1), application(3, '王五', 2)];
});

function renderConsole(language: 'zh' | 'en', path = '/admin/applications') {
  return renderInPage(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

const posted = (path: string) =>
  server.received.filter((request) => request.path === path && request.method === 'POST');

describe('the applications screen', () => {
  it('finds an application by name, opens its documents through private links and approves it', async () => {
    const user = userEvent.setup();
    renderConsole('en');
    const table = await screen.findByRole('table', { name: '2 applications' });
    await user.type(screen.getByLabelText(/^Find by name/), 'li s');
    expect(within(table).queryByText('张三')).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Open the application of Li Si' }));
    const detail = await screen.findByTestId('admin-application-detail');
    expect(within(detail).getByText('Li Si 的 2025 年全马成绩 3:05:00')).toBeTruthy();
    expect(posted(endpoints.uploadLinkForReview.path)).toHaveLength(0);
    await user.click(within(detail).getByRole('button', { name: 'Open the document “成绩证书”' }));
    const image = await within(detail).findByRole('img', { name: 'The document “成绩证书”' });
    expect(image.getAttribute('src')).toMatch(
      /\/user-center\/uploads\/cert-2\.png\?expires=1&signature=abc$/,
    );
    await user.click(within(detail).getByRole('button', { name: 'Open the document “proof.pdf”' }));
    const link = await within(detail).findByRole('link', { name: 'Open “proof.pdf” in a new tab' });
    expect(link.getAttribute('target')).toBe('_blank');
    const asked = posted(endpoints.uploadLinkForReview.path);
    expect(asked.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { url: '/user-center/uploads/cert-2.png' },
      { url: '/user-center/uploads/proof-2.pdf' },
    ]);
    expect(asked[0]?.headers['x-staff-session']).toBe(SESSION);
    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The application of Li Si is approved.')).toBeTruthy();
    expect(JSON.parse(posted(endpoints.applicationReview.path)[0]?.body ?? '{}')).toEqual({
      applicationId: 2,
      decision: 'approve',
    });
    // The list is asked again: what was decided has left the awaiting ones.
    expect(await screen.findByRole('table', { name: '1 application' })).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Find by name/));
    await user.selectOptions(screen.getByLabelText(/^Status/), '2');
    const approved = await screen.findByRole('table', { name: '2 applications' });
    expect(within(approved).getByText('Li Si')).toBeTruthy();
  });

  it('sends an application back with a common reason and the reviewer’s words, in Chinese', async () => {
    const user = userEvent.setup();
    renderConsole('zh');
    const table = await screen.findByRole('table', { name: '共 2 份申请' });
    await user.click(within(table).getByRole('button', { name: '查看 张三 的申请' }));
    await user.selectOptions(await screen.findByLabelText(/^退回理由/), 'missing');
    await user.type(screen.getByLabelText(/^补充说明/), '请补充完赛证书');
    await user.click(screen.getByRole('button', { name: '退回申请' }));
    expect(await screen.findByText('已退回 张三 的申请。')).toBeTruthy();
    expect(JSON.parse(posted(endpoints.applicationReview.path)[0]?.body ?? '{}')).toEqual({
      applicationId: 1,
      decision: 'reject',
      reason: '缺少必需的证明材料，请补充后重新提交；请补充完赛证书',
    });
  });

  it('refuses “other” without words before asking the API, and says when nothing matches or is listed', async () => {
    const user = userEvent.setup();
    renderConsole('zh');
    const table = await screen.findByRole('table', { name: '共 2 份申请' });
    await user.click(within(table).getByRole('button', { name: '查看 张三 的申请' }));
    await user.selectOptions(await screen.findByLabelText(/^退回理由/), 'other');
    await user.click(screen.getByRole('button', { name: '退回申请' }));
    expect(await screen.findByText('请选择退回理由，或填写补充说明')).toBeTruthy();
    expect(posted(endpoints.applicationReview.path)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    await user.type(await screen.findByLabelText(/^按姓名或账号查找/), '赵六');
    expect(await screen.findByText('没有与“赵六”匹配的申请。')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^按姓名或账号查找/));
    await user.selectOptions(screen.getByLabelText(/^状态/), '3');
    expect(await screen.findByText('没有已退回的申请。')).toBeTruthy();
  });

  it('shows the API’s refusal of a decision', async () => {
    const user = userEvent.setup();
    renderConsole('en');
    const table = await screen.findByRole('table', { name: '2 applications' });
    await user.click(within(table).getByRole('button', { name: 'Open the application of 张三' }));
    applications = applications.filter((one) => one.id !== 1);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This application has already been decided')).toBeTruthy();
  });

  it('lets a viewer read the list but neither decide nor open documents; an editor has no such section', async () => {
    const user = userEvent.setup();
    member = memberOf('viewer');
    const { unmount } = renderConsole('en');
    const table = await screen.findByRole('table', { name: '2 applications' });
    await user.click(within(table).getByRole('button', { name: 'Open the application of 张三' }));
    const detail = await screen.findByTestId('admin-application-detail');
    expect(within(detail).getAllByText('Your role may not open documents')).toHaveLength(2);
    expect(within(detail).queryByRole('button', { name: 'Approve' })).toBeNull();
    unmount();
    server.received.length = 0;
    member = memberOf('editor');
    renderConsole('en');
    await screen.findByTestId('admin-home');
    expect(screen.queryByRole('link', { name: 'Applications' })).toBeNull();
    expect(server.received.some((request) => request.path === endpoints.staffApplications.path)).toBe(false);
  });
});
