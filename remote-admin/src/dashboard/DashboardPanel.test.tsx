import { endpoints, ROLE_PERMISSIONS, type Dashboard, type StaffMember } from '@marathon/shared/api';
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
 * The console home's dashboard over the network: the edition's cards, statuses, draws, per-day table and live
 * state, another year, a refresh that asks again, a bad year refused before any call, and a volunteer without it.
 */
registerAdminMessages();

const SESSION = 'staff-session-0123456789abcdef';
const member = (role: StaffMember['role']): StaffMember => ({
  id: `m-${role}`,
  email: `${role}@staff.test`,
  name: '总监张',
  role,
  status: 'active',
  permissions: [...ROLE_PERMISSIONS[role]],
});
const THIS_YEAR = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const LAST_PASSING = Date.UTC(2026, 3, 12, 1, 5);

const figures = (year: number, registrations: number): Dashboard => ({
  year,
  raceDay: `${year}-04-12`,
  isRaceDay: year === THIS_YEAR,
  days: [
    { day: `${year}-03-02`, registrations, payments: 0, paidFen: 0, withdrawals: 0, pickups: 0 },
    { day: `${year}-03-10`, registrations: 1, payments: 2, paidFen: 36_050, withdrawals: 1, pickups: 0 },
  ],
  totals: { registrations: registrations + 1, payments: 2, paidFen: 36_050, withdrawals: 1, pickups: 0 },
  statuses: { submitted: 1, won: 1, waitlist: 2, confirmed: 2, expired: 0, withdrawn: 1, notSelected: 0 },
  draws: [
    { raceItem: 'half', state: 'revealed', drawnAt: LAST_PASSING, entries: 5, winners: 3 },
    { raceItem: 'fun', state: null, drawnAt: null, entries: 0, winners: 0 },
  ],
  live:
    year === THIS_YEAR
      ? {
          started: 40,
          onCourse: 12,
          finished: 27,
          out: 1,
          feeds: [{ provider: 'chiptiming', passings: 123, lastPassingAt: LAST_PASSING }],
        }
      : { started: 0, onCourse: 0, finished: 0, out: 0, feeds: [] },
});

let server: ApiTestServer;
let signedIn: StaffMember = member('viewer');
let asked = 0;

beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: signedIn }));
  server.route(endpoints.staffDashboard.path, (request) => {
    asked += 1;
    // Each refresh counts one more sign-up on the first day: the screen shows the newest answer.
    return { data: figures(Number(request.query.get('year')), 2 + asked) };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.setItem('marathon.staffSession', SESSION);
  server.received.length = 0;
  signedIn = member('viewer');
  asked = 0;
});

function renderHome(language: 'zh' | 'en') {
  return renderInPage(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

const dashboardCalls = () =>
  server.received.filter((request) => request.path === endpoints.staffDashboard.path);

describe('the console home’s dashboard', () => {
  it('shows the edition’s figures, draws, days and race live, and refreshes them', async () => {
    const user = userEvent.setup();
    renderHome('en');
    expect(await screen.findByRole('heading', { name: 'Hello, 总监张' })).toBeTruthy();
    const cards = await screen.findByTestId('admin-dashboard-cards');
    expect(within(screen.getByTestId('admin-dashboard-registrations')).getByText('4')).toBeTruthy();
    expect(within(cards).getByText('CN¥360.50')).toBeTruthy();
    expect(within(screen.getByTestId('admin-dashboard-status-waitlist')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('admin-dashboard-draw-half')).getByText('Seed revealed')).toBeTruthy();
    expect(
      within(screen.getByTestId('admin-dashboard-draw-half')).getByText('5 in the draw, 3 won'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('admin-dashboard-draw-fun')).getByText('Not started')).toBeTruthy();
    expect(screen.getByText('Today is race day')).toBeTruthy();
    expect(within(screen.getByTestId('admin-dashboard-live-onCourse')).getByText('12')).toBeTruthy();
    expect(
      within(screen.getByTestId('admin-dashboard-feeds')).getByText(/^chiptiming: 123 passings/),
    ).toBeTruthy();
    const table = screen.getByRole('table', {
      name: `Sign-ups, payments, withdrawals and pickups per day of ${THIS_YEAR}`,
    });
    const firstDay = within(table).getByRole('row', { name: new RegExp(`^${THIS_YEAR}-03-02 3 `) });
    expect(firstDay).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bar chart of sign-ups per day' })).toBeTruthy();
    expect(dashboardCalls()[0]?.headers['x-staff-session']).toBe(SESSION);
    expect(dashboardCalls()[0]?.query.get('year')).toBe(String(THIS_YEAR));

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await within(table).findByRole('row', { name: new RegExp(`^${THIS_YEAR}-03-02 4 `) }),
    ).toBeTruthy();
    expect(dashboardCalls()).toHaveLength(2);
  });

  it('shows another year in Chinese, without a race live, and refuses a bad year before asking', async () => {
    const user = userEvent.setup();
    renderHome('zh');
    expect(await screen.findByRole('heading', { name: '总监张，您好' })).toBeTruthy();
    await screen.findByTestId('admin-dashboard-cards');
    const year = screen.getByLabelText(/^赛事年份/);
    await user.clear(year);
    await user.type(year, '1999');
    await user.click(screen.getByRole('button', { name: '查看' }));
    expect(await screen.findByText('请输入 2000–2100 之间的年份')).toBeTruthy();
    expect(dashboardCalls()).toHaveLength(1);
    await user.clear(year);
    await user.type(year, '2023');
    await user.click(screen.getByRole('button', { name: '查看' }));
    expect(await screen.findByRole('heading', { name: '2023 年赛事概览' })).toBeTruthy();
    expect(await screen.findByText('已公布种子')).toBeTruthy();
    expect(within(screen.getByTestId('admin-dashboard-cards')).getByText('¥360.50')).toBeTruthy();
    expect(screen.queryByTestId('admin-dashboard-live')).toBeNull();
    expect(dashboardCalls().at(-1)?.query.get('year')).toBe('2023');
  });

  it('is not shown to a volunteer, whose home keeps its greeting', async () => {
    signedIn = member('volunteer');
    renderHome('en');
    expect(await screen.findByRole('heading', { name: 'Hello, 总监张' })).toBeTruthy();
    expect(screen.queryByTestId('admin-dashboard')).toBeNull();
    expect(dashboardCalls()).toHaveLength(0);
  });
});
