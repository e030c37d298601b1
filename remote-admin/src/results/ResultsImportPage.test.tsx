import { endpoints, MAX_RESULTS_FILE_BYTES, ROLE_PERMISSIONS, type StaffMember } from '@marathon/shared/api';
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
 * The results import screen over the network: a refused results file's rows, an imported one's count, a passings
 * file's refused rows, the timing companies offered, and the files refused before anything is sent.
 */
registerAdminMessages();

const OFFICER: StaffMember = {
  id: 'm-results',
  email: 'results@staff.test',
  name: '成绩官丙',
  role: 'results-officer',
  status: 'active',
  permissions: [...ROLE_PERMISSIONS['results-officer']],
};
const YEAR = new Date().getFullYear();

let server: ApiTestServer;
/** The next answer of the results import: refused with its problems, or imported. */
let resultsRefused = true;

beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: OFFICER }));
  server.route(endpoints.adminPassingsProviders.path, () => ({
    data: { providers: ['chiptiming', 'file'] },
  }));
  server.route(endpoints.adminResultsImport.path, (request) =>
    resultsRefused
      ? {
          status: 400,
          code: 400,
          msg:
            request.headers['accept-language'] === 'en'
              ? 'The file has 502 problem(s): nothing was imported'
              : '文件有 502 处问题，未导入任何数据',
          data: {
            total: 502,
            format: 'csv-gb18030',
            problems: [
              {
                row: 3,
                column: 'chip_time',
                zh: '净成绩长于枪声成绩',
                en: 'chip_time is longer than gun_time',
              },
              { row: 4, column: null, zh: '字段数不对', en: 'wrong number of fields' },
            ],
          },
        }
      : { data: { year: 2025, rows: 3, final: true, format: 'xlsx' } },
  );
  server.route(endpoints.adminPassingsImport.path, () => ({
    data: {
      year: 2019,
      provider: 'file',
      format: 'csv-utf-8',
      rows: 3,
      accepted: 2,
      replaced: 0,
      duplicate: 0,
      refused: 3,
      refusedRows: [
        {
          row: 4,
          bib: 'H999',
          point: 'start',
          reason: {
            code: 'unknown-bib',
            zh: '该年度没有此号码布的报名',
            en: 'No runner of this year has this bib',
          },
        },
      ],
    },
  }));
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.setItem('marathon.staffSession', 'staff-session-0123456789abcdef');
  server.received.length = 0;
  resultsRefused = true;
});

function renderResults(language: 'zh' | 'en') {
  return renderInPage(
    <MemoryRouter initialEntries={['/admin/results']}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

const posted = (path: string) => server.received.filter((r) => r.method === 'POST' && r.path === path);

describe('the results import screen', () => {
  it('lists a refused results file’s rows, then says what an imported one held, in English', async () => {
    const user = userEvent.setup();
    renderResults('en');
    const results = within(await screen.findByRole('region', { name: 'Results file' }));
    expect(results.getByTestId('admin-results-columns').textContent).toContain(
      'bib, name, gender, age_group, id_number, race_item, gun_time, chip_time, [split_5k]',
    );
    const year = results.getByLabelText(/^Year/);
    expect((year as HTMLInputElement).value).toBe(String(YEAR));
    await user.clear(year);
    await user.type(year, '2025');
    const file = new File(['bib,name\n1,x\n'], '2025成绩.csv', { type: 'text/csv' });
    await user.upload(results.getByLabelText(/^Results file \(\.csv or \.xlsx, at most 10 MB\)/), file);
    await user.click(results.getByRole('button', { name: 'Import results' }));

    const alert = await results.findByText('The file has 502 problem(s): nothing was imported');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    const problems = results.getByRole('table', { name: 'Rows to correct' });
    const rows = within(problems)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'RowColumnProblem',
      '3chip_timechip_time is longer than gun_time',
      '4whole rowwrong number of fields',
    ]);
    expect(results.getByText('500 more problem(s) not listed.')).toBeTruthy();
    const [refused] = posted(endpoints.adminResultsImport.path);
    expect(refused?.query.get('year')).toBe('2025');
    expect(refused?.query.get('final')).toBe('0');
    expect(refused?.headers['x-staff-session']).toBe('staff-session-0123456789abcdef');
    expect(refused?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(refused?.body).toContain('filename="2025成绩.csv"');

    resultsRefused = false;
    await user.click(results.getByRole('radio', { name: 'Final' }));
    await user.click(results.getByRole('button', { name: 'Import results' }));
    expect(await results.findByText('Imported 3 results (2025, final, xlsx workbook).')).toBeTruthy();
    expect(results.getByRole('status').textContent).toBe('Imported 3 results (2025, final, xlsx workbook).');
    expect(results.queryByRole('table')).toBeNull();
    expect(posted(endpoints.adminResultsImport.path)[1]?.query.get('final')).toBe('1');
  });

  it('takes a passings file as the chosen timing company and lists its refused rows, in Chinese', async () => {
    const user = userEvent.setup();
    renderResults('zh');
    const passings = within(await screen.findByRole('region', { name: '实时过点记录文件' }));
    const provider = await passings.findByLabelText(/^计时公司/);
    expect(
      within(provider)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['chiptiming', 'file（未指定计时公司）']);
    expect((provider as HTMLSelectElement).value).toBe('chiptiming');
    await user.selectOptions(provider, 'file');
    const year = passings.getByLabelText(/^年份/);
    await user.clear(year);
    await user.type(year, '2019');
    await user.upload(
      passings.getByLabelText(/^过点记录文件/),
      new File(['bib,point,time\n'], 'mat-5k.csv', { type: 'text/csv' }),
    );
    await user.click(passings.getByRole('button', { name: '导入过点记录' }));
    expect(
      await passings.findByText(
        '已判定 3 行过点记录（2019 年，file（未指定计时公司））：新录入 2 行，更正 0 行，已有 0 行，拒绝 3 行。',
      ),
    ).toBeTruthy();
    const refused = passings.getByRole('table', { name: '被拒绝的行' });
    expect(
      within(refused)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['行号码布计时点原因', '4H999start该年度没有此号码布的报名']);
    expect(passings.getByText('另有 2 行被拒绝，未列出。')).toBeTruthy();
    const [sent] = posted(endpoints.adminPassingsImport.path);
    expect(sent?.query.get('year')).toBe('2019');
    expect(sent?.query.get('provider')).toBe('file');
    expect(sent?.body).toContain('filename="mat-5k.csv"');
  });

  it('refuses a bad year, no file and a file over the limit before sending anything', async () => {
    const user = userEvent.setup();
    renderResults('zh');
    const results = within(await screen.findByRole('region', { name: '完赛成绩文件' }));
    const year = results.getByLabelText(/^年份/);
    await user.clear(year);
    await user.type(year, '1999');
    await user.click(results.getByRole('button', { name: '导入成绩' }));
    expect(await results.findByText('请输入 2000–2100 之间的年份')).toBeTruthy();
    expect(results.getByText('请选择 .csv 或 .xlsx 文件')).toBeTruthy();
    expect(year.getAttribute('aria-invalid')).toBe('true');

    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: MAX_RESULTS_FILE_BYTES + 1 });
    await user.upload(results.getByLabelText(/^成绩文件/), big);
    await user.click(results.getByRole('button', { name: '导入成绩' }));
    expect(await results.findByText('文件不能超过 10 MB')).toBeTruthy();
    expect(server.received.some((r) => r.method === 'POST')).toBe(false);
  });
});
