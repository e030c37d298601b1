import { endpoints, ROLE_PERMISSIONS, type StaffMember } from '@marathon/shared/api';
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

/* Bibs and the start list over the network: an assignment and its count, the export, a refused import's rows. */
registerAdminMessages();

const DIRECTOR: StaffMember = {
  id: 'm-director',
  email: 'director@staff.test',
  name: '赛事总监王',
  role: 'administrator',
  status: 'active',
  permissions: [...ROLE_PERMISSIONS.administrator],
};
const YEAR = new Date().getFullYear();

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: DIRECTOR }));
  server.route(endpoints.seasonBibsAssign.path, () => ({ data: { assigned: 5, kept: 2 } }));
  server.route(endpoints.seasonStartListExport.path, (request) =>
    // The stub answers only JSON envelopes, so the export is refused here; the journey downloads the real file.
    request.method === 'GET'
      ? { status: 403, code: 403, msg: 'Your staff role does not allow this' }
      : {
          status: 400,
          code: 400,
          msg: 'The file has 2 problem(s): nothing was imported',
          data: {
            total: 2,
            problems: [
              { row: 3, column: 'bib', zh: '号码布重复', en: 'This bib is used twice' },
              { row: 7, column: 'reg_no', zh: '报名号须为数字', en: 'reg_no must be a number' },
            ],
          },
        },
  );
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.setItem('marathon.staffSession', 'staff-session-0123456789abcdef');
  server.received.length = 0;
});

function renderStartList(language: 'zh' | 'en') {
  return renderInPage(
    <MemoryRouter initialEntries={['/admin/bibs']}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

describe('the bibs and start list screen', () => {
  it('assigns bibs with the API’s body, says how many, asks for the export and shows a refused import’s rows', async () => {
    const user = userEvent.setup();
    renderStartList('en');
    await user.type(await screen.findByLabelText(/^Reserved ranges/), '1-100, 900-999');
    const first = screen.getByLabelText(/^First bib/);
    await user.clear(first);
    await user.type(first, '101');
    await user.click(screen.getByRole('button', { name: 'Assign bibs' }));
    expect(
      await screen.findByText('Half marathon: 5 bibs assigned now; 2 runners already had one.'),
    ).toBeTruthy();
    const assign = server.received.find((r) => r.path === endpoints.seasonBibsAssign.path);
    expect(JSON.parse(assign?.body ?? '{}')).toEqual({
      year: YEAR,
      raceItem: 'half',
      firstBib: 101,
      reserved: [
        { from: 1, to: 100 },
        { from: 900, to: 999 },
      ],
      corrals: [
        { name: 'A', size: 2000 },
        { name: 'B', size: 100000 },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Download Excel (xlsx)' }));
    expect(await screen.findByText('Your staff role does not allow this')).toBeTruthy();
    const exported = server.received.find(
      (r) => r.method === 'GET' && r.path === endpoints.seasonStartListExport.path,
    );
    expect(exported?.query.get('format')).toBe('xlsx');
    expect(exported?.query.get('year')).toBe(String(YEAR));

    const file = new File(['bib,reg_no\n1,x\n'], 'back.csv', { type: 'text/csv' });
    await user.upload(screen.getByTestId('admin-start-list-file'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const problems = await screen.findByRole('table', { name: 'Problems in the file (the first 2 of 2)' });
    expect(within(problems).getByText('This bib is used twice')).toBeTruthy();
    expect(screen.getByText('The file has 2 problem(s): nothing was imported')).toBeTruthy();
    const upload = server.received.find(
      (r) => r.method === 'POST' && r.path === endpoints.seasonStartListImport.path,
    );
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload?.body).toContain('filename="back.csv"');
  });

  it('refuses bad ranges, corrals and files before asking the API, in Chinese', async () => {
    const user = userEvent.setup();
    renderStartList('zh');
    await user.type(await screen.findByLabelText(/^保留号段/), '100-1');
    await user.clear(screen.getByLabelText(/^起跑区 1 人数/));
    await user.click(screen.getByRole('button', { name: '分配号码布' }));
    expect(await screen.findByText(/^保留号段的格式为/)).toBeTruthy();
    expect(screen.getByText('人数须为 1–100000 之间的整数')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByText('请选择 CSV 或 xlsx 文件')).toBeTruthy();
    expect(server.received.some((r) => r.method === 'POST')).toBe(false);
  });
});
