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
import { ConsoleApp } from '../console/ConsoleApp';
import { registerAdminMessages } from '../i18n/messages';

/* The exports screen over the network: which exports a role sees, the download's call, a refusal's words. */
registerAdminMessages();

const YEAR = new Date().getFullYear();
const memberOf = (role: StaffRole): StaffMember => ({
  id: `m-${role}`,
  email: `${role}@staff.test`,
  name: `成员${role}`,
  role,
  status: 'active',
  permissions: [...ROLE_PERMISSIONS[role]],
});

let server: ApiTestServer;
let member: StaffMember = memberOf('administrator');

beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: member }));
  server.route(endpoints.staffDashboard.path, () => ({ status: 403, code: 403, msg: 'no' }));
  // The stub answers only JSON envelopes, so the file is not saved here (the journey downloads real ones).
  server.route(endpoints.exportParticipants.path, () => ({
    status: 403,
    code: 403,
    msg: 'Your staff role does not allow this',
  }));
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.setItem('marathon.staffSession', 'staff-session-0123456789abcdef');
  server.received.length = 0;
});

function renderExports(language: 'zh' | 'en') {
  return renderInPage(
    <MemoryRouter initialEntries={['/admin/exports']}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

describe('the exports screen', () => {
  it('downloads an export of a race item with the staff session, and shows a refusal', async () => {
    member = memberOf('administrator');
    const user = userEvent.setup();
    renderExports('en');
    expect(await screen.findByRole('heading', { name: 'Exports' })).toBeTruthy();
    for (const title of ['Registrations', 'Mailing list', 'Start list', 'Results']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    await user.selectOptions(screen.getByTestId('admin-exports-race-item'), 'half');
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    const registrations = screen.getByTestId('admin-export-registrations');
    await user.click(within(registrations).getByRole('button', { name: 'Download CSV' }));
    await expect
      .poll(() => server.received.find((r) => r.path === endpoints.exportRegistrations.path))
      .toBeDefined();
    const call = server.received.find((r) => r.path === endpoints.exportRegistrations.path);
    expect(call?.query.get('year')).toBe(String(YEAR));
    expect(call?.query.get('format')).toBe('csv');
    expect(call?.query.get('raceItem')).toBe('half');
    expect(call?.headers['x-staff-session']).toBe('staff-session-0123456789abcdef');
    const participants = screen.getByTestId('admin-export-participants');
    await user.click(within(participants).getByRole('button', { name: 'Download Excel (xlsx)' }));
    expect(await within(participants).findByText('Your staff role does not allow this')).toBeTruthy();
  });

  it('shows a results officer only the results, in Chinese, and refuses a bad year before asking', async () => {
    member = memberOf('results-officer');
    const user = userEvent.setup();
    renderExports('zh');
    expect(await screen.findByRole('heading', { name: '比赛成绩' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '报名名单' })).toBeNull();
    expect(screen.queryByTestId('admin-export-participants')).toBeNull();
    const year = screen.getByTestId('admin-exports-year');
    await user.clear(year);
    await user.type(year, '1999');
    await user.click(screen.getByRole('button', { name: '选择' }));
    expect(await screen.findByText('请输入 2000–2100 之间的年份')).toBeTruthy();
    expect(server.received.some((r) => r.path.startsWith('/admin/exports'))).toBe(false);
  });

  it('is not offered to a volunteer', async () => {
    member = memberOf('volunteer');
    renderExports('en');
    expect(await screen.findByTestId('admin-home')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Exports' })).toBeNull();
  });
});
