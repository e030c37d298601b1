import { endpoints, ROLE_PERMISSIONS, type PickupDesk, type StaffMember } from '@marathon/shared/api';
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

/* The pickup manager's desks over the network: issuing a link (shown once, with its QR code), the list, ending one. */
registerAdminMessages();

const MANAGER: StaffMember = {
  id: 'm-manager',
  email: 'pickup@staff.test',
  name: '领物主管赵',
  role: 'administrator',
  status: 'active',
  permissions: [...ROLE_PERMISSIONS.administrator],
};
const YEAR = new Date().getFullYear();
const LINK = 'https://marathon.example/m/pickup#desk=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const NOW = Date.now();

let server: ApiTestServer;
let desks: PickupDesk[] = [];

beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: MANAGER }));
  server.route(endpoints.pickupDeskList.path, (request) => {
    if (request.method === 'GET') {
      return { data: { desks: desks.filter((desk) => desk.year === Number(request.query.get('year'))) } };
    }
    const body = JSON.parse(request.body) as { year: number; deskName: string; hours: number };
    const desk: PickupDesk = {
      deskId: `d-${desks.length + 1}`,
      year: body.year,
      deskName: body.deskName,
      issuedByName: MANAGER.name,
      createdAt: NOW,
      expiresAt: NOW + body.hours * 3_600_000,
      revokedAt: null,
      pickups: 0,
      lastPickupAt: null,
    };
    desks = [desk, ...desks];
    return { data: { deskId: desk.deskId, link: LINK, expiresAt: desk.expiresAt } };
  });
  server.route(endpoints.pickupDeskRevoke.path, (request) => {
    const { deskId } = JSON.parse(request.body) as { deskId: string };
    desks = desks.map((desk) => (desk.deskId === deskId ? { ...desk, revokedAt: NOW + 60_000 } : desk));
    return { data: { revoked: true } };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.setItem('marathon.staffSession', 'staff-session-0123456789abcdef');
  server.received.length = 0;
  desks = [
    {
      deskId: 'd-old',
      year: YEAR,
      deskName: '1 号台',
      issuedByName: MANAGER.name,
      createdAt: NOW - 7_200_000,
      expiresAt: NOW + 3_600_000,
      revokedAt: null,
      pickups: 12,
      lastPickupAt: NOW - 60_000,
    },
  ];
});

function renderDesks(language: 'zh' | 'en') {
  return renderInPage(
    <MemoryRouter initialEntries={['/admin/desks']}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

describe('the pickup desks screen', () => {
  it('issues a desk link shown once with its QR code, lists it with the others and ends it', async () => {
    const user = userEvent.setup();
    renderDesks('en');
    const table = await screen.findByRole('table', { name: `1 desk for ${YEAR}` });
    expect(within(table).getByRole('row', { name: /1 号台/ }).textContent).toContain('12');
    await user.type(screen.getByLabelText(/^Desk name/), 'Desk 2');
    const hours = screen.getByLabelText(/^Open for/);
    await user.clear(hours);
    await user.type(hours, '8');
    await user.click(screen.getByRole('button', { name: 'Issue the link' }));
    expect((await screen.findByTestId('admin-desks-link')).textContent).toBe(LINK);
    expect(
      screen.getByRole('img', { name: 'QR code of the desk link of Desk 2' }).getAttribute('data-qr-text'),
    ).toBe(LINK);
    const issue = server.received.find(
      (r) => r.path === endpoints.pickupDeskIssue.path && r.method === 'POST',
    );
    expect(JSON.parse(issue?.body ?? '{}')).toEqual({ deskName: 'Desk 2', hours: 8, year: YEAR });
    const listed = await screen.findByRole('table', { name: `2 desks for ${YEAR}` });
    expect(within(listed).getByRole('row', { name: /Desk 2/ }).textContent).toContain('None yet');
    await user.click(within(listed).getByRole('button', { name: 'End the desk link of Desk 2' }));
    expect(await within(listed).findByText(/^Ended/)).toBeTruthy();
    expect(
      server.received.some((r) => r.path === endpoints.pickupDeskRevoke.path && r.body.includes('d-2')),
    ).toBe(true);
  });

  it('refuses an empty name and bad hours before asking the API, in Chinese', async () => {
    const user = userEvent.setup();
    renderDesks('zh');
    await screen.findByRole('table', { name: `${YEAR} 年共 1 个领物台` });
    const hours = screen.getByLabelText(/^有效时长/);
    await user.clear(hours);
    await user.type(hours, '100');
    await user.click(screen.getByRole('button', { name: '发放链接' }));
    expect(await screen.findByText('请输入领物台名称（1–40 个字符）')).toBeTruthy();
    expect(screen.getByText('有效时长须为 1–72 之间的整数小时')).toBeTruthy();
    expect(server.received.some((r) => r.method === 'POST')).toBe(false);
  });
});
