import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { writeLiveYear } from '../../live/live-fixture.test-support';
import { timeOfDay } from '../../live/passing-time';
import { followRunner } from '../../../test-support/live-events';
import { excelTime, gb18030, multipartFile, xlsxOf } from '../../../test-support/results-files';
import { buildTestApp } from '../../../test-support/test-app';
import { enrolStaff, type TestStaff } from '../../staff/staff.test-support';

/*
 * A timing company's passings file imported by the organisers (the console's results import screen): judged row by row as the timing feed
 * judges a passing, idempotent, every refused row's reason in both languages, and open live streams hear of it.
 */

let officer: TestStaff;
const TIMING_KEY = 'timing-company-key-0123456789abcdef';
const YEAR = 2022;
/** 07:30 Beijing; the race is in the past, so every read is plausible by the clock. */
const GUN = Date.UTC(2022, 3, 17, 7, 30) - 8 * 3_600_000;
const MIN = 60_000;

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildTestApp({
    timingFeedKeys: [{ provider: 'chiptiming', key: TIMING_KEY }],
  });
  officer = await enrolStaff(app, 'results-officer');
  await writeLiveYear(app.context.db, { year: YEAR, gunAt: GUN, half: 5 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app.close());

function upload(
  name: string,
  body: Buffer,
  {
    auth = officer.headers,
    query = `year=${YEAR}&provider=chiptiming`,
    language = 'zh',
  }: { auth?: Record<string, string>; query?: string; language?: string } = {},
) {
  const { payload, contentType } = multipartFile(name, body);
  return app.inject({
    method: 'POST',
    url: `${endpoints.adminPassingsImport.path}?${query}`,
    payload,
    headers: { 'content-type': contentType, ...auth, 'accept-language': language },
  });
}

const passingsOf = (bib: string) =>
  app.context.db
    .selectFrom('live_passings')
    .select(['point', 'provider'])
    .where('year', '=', YEAR)
    .where('bib', '=', bib)
    .orderBy('point')
    .execute();

describe('a passings file imported by the organisers', { timeout: 60_000 }, () => {
  it('names the configured timing companies and `file` to a results officer, and to nobody else', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: endpoints.adminPassingsProviders.path,
      headers: officer.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ providers: ['chiptiming', 'file'] });
    expect(answer.headers['cache-control']).toBe('no-store');
    const editor = await enrolStaff(app, 'editor');
    const refused = await app.inject({
      method: 'GET',
      url: endpoints.adminPassingsProviders.path,
      headers: editor.headers,
    });
    expect(refused.statusCode).toBe(403);
    const none = await app.inject({ method: 'GET', url: endpoints.adminPassingsProviders.path });
    expect(none.statusCode).toBe(401);
  });

  it('judges each row as the feed does, lists the refused ones in both languages, and reaches open streams', async () => {
    const stream = await followRunner(app, base, YEAR, 'H2');
    expect(stream.first).toMatchObject({ bib: 'H2', status: 'not-started', splits: [] });
    const file = xlsxOf([
      ['bib', 'point', 'time', 'timing'],
      ['H2', 'start', excelTime(timeOfDay(GUN + 30_000)), 'chip'],
      ['H2', '5k', excelTime(timeOfDay(GUN + 30_000 + 25 * MIN)), ''],
      // 5 km in 5 minutes: faster than the course record allows.
      ['H3', '5k', excelTime(timeOfDay(GUN + 5 * MIN)), 'gun'],
      ['H999', 'start', excelTime(timeOfDay(GUN)), ''],
    ]);
    const first = await upload('mat-1.xlsx', file);
    expect(first.statusCode).toBe(200);
    const answer = first.json().data;
    expect(answer).toMatchObject({
      year: YEAR,
      provider: 'chiptiming',
      format: 'xlsx',
      rows: 4,
      accepted: 2,
      replaced: 0,
      duplicate: 0,
      refused: 2,
    });
    expect(answer.refusedRows).toHaveLength(2);
    expect(answer.refusedRows[0]).toMatchObject({ row: 4, bib: 'H3', point: '5k' });
    expect(answer.refusedRows[0].reason.en).toMatch(/faster/i);
    expect(answer.refusedRows[0].reason.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(answer.refusedRows[1]).toMatchObject({
      row: 5,
      bib: 'H999',
      point: 'start',
      reason: { zh: '该年度没有此号码布的报名', en: 'No runner of this year has this bib' },
    });
    expect(await passingsOf('H2')).toEqual([
      { point: '5k', provider: 'chiptiming' },
      { point: 'start', provider: 'chiptiming' },
    ]);
    expect(await passingsOf('H3')).toEqual([]);

    // The runner's follower hears of it at once.
    expect(await stream.next()).toMatchObject({ bib: 'H2', status: 'on-course' });

    // The same file dropped again changes nothing.
    const again = await upload('mat-1.xlsx', file, { language: 'en' });
    expect(again.json().data).toMatchObject({ rows: 4, accepted: 0, duplicate: 2, refused: 2 });
    expect(await passingsOf('H2')).toHaveLength(2);
  });

  it('refuses a file with a row it cannot read, naming the row, and takes nothing of it', async () => {
    const bad = gb18030(
      ['bib,point,time', `H4,start,${timeOfDay(GUN + 40_000)}`, 'H5,30公里,08:00:00'].join('\r\n'),
    );
    const zh = await upload('过点.csv', bad);
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({
      msg: '文件有 1 处问题，未录入任何过点记录',
      data: { total: 1, format: 'csv-gb18030', problems: [{ row: 3, column: 'point' }] },
    });
    const en = await upload('过点.csv', bad, { language: 'en' });
    expect(en.json().msg).toBe('The file has 1 problem(s): no passing was taken');
    expect(await passingsOf('H4')).toEqual([]);
  });

  it('takes only a configured timing company, for a results officer, within the size limit', async () => {
    const csv = Buffer.from(`bib,point,time\nH5,start,${timeOfDay(GUN + 40_000)}`);
    const unknown = await upload('a.csv', csv, {
      query: `year=${YEAR}&provider=someone-else`,
      language: 'en',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe(
      'No timing company "someone-else" is configured: choose one from the list',
    );
    expect((await upload('a.csv', csv, { query: `year=${YEAR}&provider=Bad_Name` })).statusCode).toBe(400);
    expect((await upload('a.csv', csv, { query: `year=${YEAR}` })).statusCode).toBe(400);
    const editor = await enrolStaff(app, 'editor');
    const refused = await upload('a.csv', csv, { auth: editor.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('您的工作人员角色无权执行此操作');
    expect((await upload('a.csv', csv, { auth: {} })).statusCode).toBe(401);
    const big = await upload('big.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), { language: 'en' });
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('The passings file must be at most 10 MB');
    expect(await passingsOf('H5')).toEqual([]);
    // The CLI's name for a file without a timing company is always offered.
    const asFile = await upload('a.csv', csv, { query: `year=${YEAR}&provider=file` });
    expect(asFile.json().data).toMatchObject({ provider: 'file', format: 'csv-utf-8', accepted: 1 });
    expect(await passingsOf('H5')).toEqual([{ point: 'start', provider: 'file' }]);
  });
});
