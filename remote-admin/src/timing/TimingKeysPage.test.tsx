import {
  endpoints,
  ROLE_PERMISSIONS,
  type StaffMember,
  type TimingKey,
  type TimingKeyList,
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
 * The timing officer's screen over the network: a year's keys and feed health, issuing a key (shown once),
 * ending one, a final year, and the form's refusals before any call, in both languages.
 */
registerAdminMessages();

const SESSION = 'staff-session-0123456789abcdef';
const OFFICER: StaffMember = {
  id: 'm-officer',
  email: 'timing@staff.test',
  name: '计时官李',
  role: 'results-officer',
  status: 'active',
  permissions: [...ROLE_PERMISSIONS['results-officer']],
};
const THIS_YEAR = new Date().getFullYear();
const ISSUED_AT = Date.UTC(2026, 3, 1, 2, 0);

let server: ApiTestServer;
let keys: TimingKey[] = [];
let finalYears: number[] = [];

beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: OFFICER }));
  // The list (GET) and the issue (POST) share their path.
  server.route(endpoints.timingKeyList.path, (request) =>
    request.method === 'GET' ? list(request) : issue(request),
  );
  const list = (request: ReceivedRequest) => {
    const year = Number(request.query.get('year'));
    const answer: TimingKeyList = {
      keys: keys.filter((key) => key.year === year),
      feeds: year === THIS_YEAR ? [{ provider: 'chiptiming', passings: 42, lastPassingAt: ISSUED_AT }] : [],
      resultsFinal: finalYears.includes(year),
      configuredProviders: ['deployment'],
    };
    return { data: answer };
  };
  const issue = (request: ReceivedRequest) => {
    const body = JSON.parse(request.body) as { provider: string; year: number; points: TimingKey['points'] };
    keys = [
      {
        keyId: `k-${keys.length + 1}`,
        provider: body.provider,
        year: body.year,
        points: body.points,
        issuedByName: OFFICER.name,
        createdAt: ISSUED_AT,
        revokedAt: null,
        lastUsedAt: null,
      },
      ...keys,
    ];
    return { data: { keyId: `k-${keys.length}`, key: 'tk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG' } };
  };
  server.route(endpoints.timingKeyRevoke.path, (request) => {
    const { keyId } = JSON.parse(request.body) as { keyId: string };
    keys = keys.map((key) => (key.keyId === keyId ? { ...key, revokedAt: ISSUED_AT + 60_000 } : key));
    return { data: { revoked: true } };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.setItem('marathon.staffSession', SESSION);
  server.received.length = 0;
  keys = [];
  finalYears = [];
});

function renderTiming(language: 'zh' | 'en') {
  return renderInPage(
    <MemoryRouter initialEntries={['/admin/timing']}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

describe('the timing keys screen', () => {
  it('issues a key for the chosen points, shows it once, lists it and ends it', async () => {
    const user = userEvent.setup();
    renderTiming('en');
    expect(await screen.findByText(`No key has been issued for ${THIS_YEAR}.`)).toBeTruthy();
    expect(within(screen.getByTestId('admin-timing-feeds')).getByText('42')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Timing company/), 'chiptiming');
    for (const point of ['5 km', '10 km', '15 km', '20 km']) await user.click(screen.getByText(point));
    await user.click(screen.getByRole('button', { name: 'Issue the key' }));
    expect((await screen.findByTestId('admin-timing-key')).textContent).toMatch(/^tk_/);
    const issue = server.received.find(
      (request) => request.path === endpoints.timingKeyIssue.path && request.method === 'POST',
    );
    expect(JSON.parse(issue?.body ?? '{}')).toEqual({
      provider: 'chiptiming',
      points: ['start', 'finish'],
      year: THIS_YEAR,
    });
    expect(issue?.headers['x-staff-session']).toBe(SESSION);
    const table = await screen.findByRole('table', { name: `1 key for ${THIS_YEAR}` });
    expect(within(table).getByText('Start, Finish')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: /^End the key issued to chiptiming/ }));
    expect(await within(table).findByText(/^Ended/)).toBeTruthy();
  });

  it('refuses a bad company name, no point and a bad year before asking the API, in Chinese', async () => {
    const user = userEvent.setup();
    renderTiming('zh');
    await screen.findByText(`${THIS_YEAR} 年尚未发放密钥。`);
    await user.type(screen.getByLabelText(/^计时公司/), 'Chip Timing');
    for (const point of ['起点', '5 公里', '10 公里', '15 公里', '20 公里', '终点']) {
      await user.click(screen.getByText(point));
    }
    await user.click(screen.getByRole('button', { name: '发放密钥' }));
    expect(await screen.findByText('计时公司名称须为 2–32 位小写字母、数字或连字符')).toBeTruthy();
    expect(screen.getByText('请至少选择一个计时点')).toBeTruthy();
    const year = screen.getByLabelText(/^赛事年份/);
    await user.clear(year);
    await user.type(year, '1999');
    await user.click(screen.getByRole('button', { name: '查看' }));
    expect(await screen.findByText('请输入 2000–2100 之间的年份')).toBeTruthy();
    expect(server.received.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says when a year’s results are final', async () => {
    const user = userEvent.setup();
    finalYears = [2023];
    renderTiming('en');
    await screen.findByText(`No key has been issued for ${THIS_YEAR}.`);
    const year = screen.getByLabelText(/^Edition/);
    await user.clear(year);
    await user.type(year, '2023');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('The 2023 results are final: no key may post for that year any more.'),
    ).toBeTruthy();
    expect(screen.getByText('No passing has been received for 2023 yet.')).toBeTruthy();
  });
});
