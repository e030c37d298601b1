import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, MAX_RESULTS_FILE_BYTES } from '@marathon/shared/api';
import { buildTestApp } from '../../../test-support/test-app';
import { excelTime, gb18030, multipartFile, xlsxOf } from '../../../test-support/results-files';
import { enrolStaff, type TestStaff } from '../../staff/staff.test-support';

/** A results officer of the app under test, signed in (set by each describe's beforeAll). */
let officer: TestStaff;
const YEAR = 2032;
const HEADER = 'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time';

function upload(
  app: FastifyInstance,
  name: string,
  body: Buffer,
  auth: Record<string, string> | null = officer.headers,
  query = `year=${YEAR}`,
  extraHeaders: Record<string, string> = {},
) {
  const { payload, contentType } = multipartFile(name, body);
  return app.inject({
    method: 'POST',
    url: `/admin/results/import?${query}`,
    payload,
    headers: {
      'content-type': contentType,
      ...(auth ?? {}),
      ...extraHeaders,
    },
  });
}

const ENGLISH = { 'accept-language': 'en' };

const lookup = (app: FastifyInstance, bib: string) =>
  app.inject({ method: 'GET', url: `${endpoints.score.path}?year=${YEAR}&bib=${bib}` });

// Each import reads its file in a worker thread of its own (started per file): on a busy machine that takes
// seconds, not Vitest's default five.
describe('the organisers’ results import', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    officer = await enrolStaff(app, 'results-officer', '成绩官丙');
  });
  afterAll(async () => app.close());

  it('refuses a call without a staff session, or whose role may not import, before reading the file', async () => {
    const csv = Buffer.from(`${HEADER}\n801,王伟,M,30-39,E8010001,half,1:30:00,1:29:00`);
    const none = await upload(app, 'a.csv', csv, null);
    expect(none.statusCode).toBe(401);
    expect(none.json().msg).toBe('请以工作人员身份登录（登录可能已过期）');
    const noneInEnglish = await upload(app, 'a.csv', csv, null, `year=${YEAR}`, ENGLISH);
    expect(noneInEnglish.json().msg).toBe('Please sign in as a staff member (the session may have ended)');
    const reviewer = await enrolStaff(app, 'reviewer');
    const refused = await upload(app, 'a.csv', csv, reviewer.headers, `year=${YEAR}`, ENGLISH);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Your staff role does not allow this');
    expect(
      (await upload(app, 'a.csv', csv, { 'x-staff-session': 'not-a-session-0123456789' })).statusCode,
    ).toBe(401);
    expect((await lookup(app, '801')).statusCode).toBe(404);
  });

  it('lists every bad row of a GB18030 CSV by row and column, and imports nothing', async () => {
    const good = await upload(
      app,
      'first.csv',
      Buffer.from(`\uFEFF${HEADER}\n801,王伟,M,30-39,E8010001,half,1:30:00,1:29:00`),
    );
    expect(good.json()).toMatchObject({
      code: 0,
      data: { year: YEAR, rows: 1, final: false, format: 'csv-utf-8' },
    });
    const bad = await upload(
      app,
      '成绩.csv',
      gb18030(
        [
          HEADER,
          '802,李娜,女,30-39,E8020002,半程马拉松,1:40:00,1:39:00',
          '803,张强,男,30-39,E8030003,半程马拉松,很快,1:39:00',
        ].join('\r\n'),
      ),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 400,
      msg: '文件有 1 处问题，未导入任何数据',
      data: {
        total: 1,
        format: 'csv-gb18030',
        problems: [
          {
            row: 3,
            column: 'gun_time',
            zh: '枪声成绩“很快”不是 1:45:30 这样的时间',
            en: 'gun_time "很快" is not a time such as 1:45:30',
          },
        ],
      },
    });
    const badInEnglish = await upload(
      app,
      '成绩.csv',
      gb18030([HEADER, '803,张强,男,30-39,E8030003,半程马拉松,很快,1:39:00'].join('\r\n')),
      officer.headers,
      `year=${YEAR}`,
      ENGLISH,
    );
    expect(badInEnglish.statusCode).toBe(400);
    expect(badInEnglish.json().msg).toBe('The file has 1 problem(s): nothing was imported');
    // The previous import is untouched.
    expect((await lookup(app, '801')).statusCode).toBe(200);
    expect((await lookup(app, '802')).json().code).toBe(404);
    // Import runs are counted for the operators' dashboards: one imported, two refused.
    const runs = (await app.metrics.importRuns.get()).values;
    expect(Object.fromEntries(runs.map((run) => [run.labels.outcome, run.value]))).toEqual({
      imported: 1,
      refused: 2,
    });
  });

  it('imports a clean .xlsx as final, replacing the year, and the bib lookup finds it', async () => {
    const answer = await upload(
      app,
      'results.xlsx',
      xlsxOf([
        HEADER.split(','),
        ['802', '李娜', '女', '30-39', 'E8020002', 'half', excelTime('1:40:00'), excelTime('1:39:00')],
      ]),
      officer.headers,
      `year=${YEAR}&final=1`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ year: YEAR, rows: 1, final: true, format: 'xlsx' });
    const found = await lookup(app, '802');
    expect(found.json().data).toMatchObject({ name: '李娜', chipTimeMs: 5_940_000, provisional: false });
    expect((await lookup(app, '801')).json().code).toBe(404);
  });

  it('refuses a bad year, a body that is not multipart, and a file over the size limit', async () => {
    const csv = Buffer.from(HEADER);
    expect((await upload(app, 'a.csv', csv, officer.headers, 'year=20xx')).statusCode).toBe(400);
    expect((await upload(app, 'a.csv', csv, officer.headers, `year=${YEAR}&extra=1`)).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: `/admin/results/import?year=${YEAR}`,
      payload: { file: 'x' },
      headers: officer.headers,
    });
    expect(json.statusCode).toBe(415);
    const big = await upload(app, 'big.csv', Buffer.alloc(MAX_RESULTS_FILE_BYTES + 1, 0x41));
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('成绩文件不能超过 10 MB');
    const bigInEnglish = await upload(
      app,
      'big.csv',
      Buffer.alloc(MAX_RESULTS_FILE_BYTES + 1, 0x41),
      officer.headers,
      `year=${YEAR}`,
      ENGLISH,
    );
    expect(bigInEnglish.statusCode).toBe(413);
    expect(bigInEnglish.json().msg).toBe('The results file must be at most 10 MB');
  });
});

describe('the audit trail of imports', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    officer = await enrolStaff(app, 'results-officer', '成绩官丁');
  });
  afterAll(async () => app.close());

  it('records each import with the member who made it, and nothing for a refused call', async () => {
    const csv = Buffer.from(`${HEADER}\n901,王伟,M,30-39,E9010001,half,1:30:00,1:29:00`);
    expect((await upload(app, 'a.csv', csv, null)).statusCode).toBe(401);
    expect((await upload(app, 'a.csv', csv)).json()).toMatchObject({ code: 0, data: { rows: 1 } });
    const rows = await app.context.db.selectFrom('audit_events').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_id: officer.memberId,
      staff_name: '成绩官丁',
      staff_role: 'results-officer',
      action: 'results.import',
      record_type: 'results-year',
      record_id: String(YEAR),
    });
    expect(rows[0]?.request_id).toBeTruthy();
  });
});
