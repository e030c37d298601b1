import { endpoints, ROLE_PERMISSIONS, type Correction, type StaffMember } from '@marathon/shared/api';
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
import { ConsoleApp } from '../console/ConsoleApp';
import { registerAdminMessages } from '../i18n/messages';

/*
 * The results officer's corrections screen over the network: the open requests with their evidence, accepting
 * and rejecting with an answer, the answer's refusal before any call, and the empty list, in both languages.
 */
registerAdminMessages();

const SESSION = 'staff-session-0123456789abcdef';
const OFFICER: StaffMember = {
  id: 'm-officer',
  email: 'results@staff.test',
  name: '成绩官赵',
  role: 'results-officer',
  status: 'active',
  permissions: [...ROLE_PERMISSIONS['results-officer']],
};
const FILED_AT = Date.UTC(2026, 3, 1, 2, 0);

const correction = (id: number, bib: string): Correction => ({
  id,
  year: 2025,
  bib,
  status: 1,
  what: `号码 ${bib}：终点计时垫没有记录到我`,
  claimedTimeMs: 3 * 3600_000 + 5 * 60_000,
  attachments: [{ name: 'watch.gpx', url: `/user-center/uploads/gpx-${id}.gpx` }],
  chipTimeBeforeMs: 3 * 3600_000 + 15 * 60_000 + 7_000,
  chipTimeAfterMs: null,
  answer: null,
  createdAt: FILED_AT,
  reviewedAt: null,
  resolvedAt: null,
});

let server: ApiTestServer;
let member: StaffMember;
let open: Correction[] = [];

beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: member }));
  server.route(endpoints.correctionsOpen.path, () => ({ data: open }));
  server.route(endpoints.correctionReview.path, (request) => {
    const body = JSON.parse(request.body) as { id: number; decision: string; answer: string };
    const one = open.find((candidate) => candidate.id === body.id);
    if (!one) return { code: 400, msg: '该申请已处理' };
    open = open.filter((candidate) => candidate.id !== body.id);
    return { data: { ...one, status: body.decision === 'accept' ? 2 : 3, answer: body.answer } };
  });
  server.route(endpoints.uploadLinkForReview.path, (request) => {
    const { url } = JSON.parse(request.body) as { url: string };
    return { data: { url: `${url}?expires=1&signature=abc`, expiresAt: FILED_AT + 600_000 } };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.setItem('marathon.staffSession', SESSION);
  server.received.length = 0;
  member = OFFICER;
  open = [correction(1, 'A1234'), correction(2, 'B5678')];
});

function renderCorrections(language: 'zh' | 'en') {
  return renderInPage(
    <MemoryRouter initialEntries={['/admin/corrections']}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

const reviews = () =>
  server.received
    .filter((request) => request.path === endpoints.correctionReview.path)
    .map((request) => JSON.parse(request.body) as unknown);

describe('the corrections screen', () => {
  it('lists the open requests and accepts one with an answer', async () => {
    const user = userEvent.setup();
    renderCorrections('en');
    const list = await screen.findByRole('list', { name: '2 open requests' });
    const first = within(list).getByTestId('admin-correction-1');
    expect(within(first).getByText('号码 A1234：终点计时垫没有记录到我')).toBeTruthy();
    expect(within(first).getByText('3:15:07')).toBeTruthy();
    expect(within(first).getByText('3:05:00')).toBeTruthy();
    // A results officer may not open runners' documents: the evidence is named, not linked.
    expect(within(first).getByText('watch.gpx')).toBeTruthy();
    expect(within(first).getByText('Your role may not open documents')).toBeTruthy();
    await user.type(within(first).getByLabelText(/^Answer to the runner/), 'The mat missed you: corrected');
    await user.click(within(first).getByRole('button', { name: 'Accept the request for bib A1234' }));
    expect(
      await screen.findByText('The request for bib A1234 is accepted: the next import corrects it.'),
    ).toBeTruthy();
    expect(reviews()).toEqual([{ id: 1, decision: 'accept', answer: 'The mat missed you: corrected' }]);
    expect(await screen.findByRole('list', { name: '1 open request' })).toBeTruthy();
  });

  it('refuses a rejection without an answer, then rejects with one, and says when none is left, in Chinese', async () => {
    const user = userEvent.setup();
    open = [correction(2, 'B5678')];
    renderCorrections('zh');
    const item = await screen.findByTestId('admin-correction-2');
    await user.click(within(item).getByRole('button', { name: '拒绝号码 B5678 的更正申请' }));
    expect(await within(item).findByText('请写给跑者的答复（2–500 字）')).toBeTruthy();
    expect(reviews()).toEqual([]);
    await user.type(within(item).getByLabelText(/^答复跑者/), '计时数据显示成绩无误');
    await user.click(within(item).getByRole('button', { name: '拒绝号码 B5678 的更正申请' }));
    expect(await screen.findByText('已拒绝号码 B5678 的更正申请。')).toBeTruthy();
    expect(await screen.findByText('目前没有待处理的更正申请。')).toBeTruthy();
    expect(reviews()).toEqual([{ id: 2, decision: 'reject', answer: '计时数据显示成绩无误' }]);
  });

  it('lets an administrator open the evidence through a private link', async () => {
    const user = userEvent.setup();
    member = { ...OFFICER, role: 'administrator', permissions: [...ROLE_PERMISSIONS.administrator] };
    renderCorrections('en');
    const item = await screen.findByTestId('admin-correction-1');
    await user.click(within(item).getByRole('button', { name: 'Open the document “watch.gpx”' }));
    const link = await within(item).findByRole('link', { name: 'Open “watch.gpx” in a new tab' });
    expect(link.getAttribute('href')).toMatch(/\/user-center\/uploads\/gpx-1\.gpx\?expires=1&signature=abc$/);
  });
});
