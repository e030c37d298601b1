import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp } from '../../../test-support/test-app';
import { enrolStaff, type TestStaff } from '../../staff/staff.test-support';
import { excelTime, multipartFile, xlsxOf } from '../../../test-support/results-files';
import { xlsxBomb } from '../../../test-support/zip-bomb';
import {
  checkResultsUploadInWorker,
  readPassingsUploadInWorker,
  resultsCheckRunning,
} from '../results-file/check-in-worker';

/*
 * Files built to hurt the API: a small workbook that unpacks to hundreds of megabytes while its headers say 0,
 * and a CSV of a million empty rows. Each is refused with a clear reason, and the API keeps answering lookups
 * while a file is checked (the check runs in a worker thread with a memory limit).
 */

let officer: TestStaff;
const HEADER = 'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time';

function upload(app: FastifyInstance, name: string, body: Buffer, language = 'zh') {
  const { payload, contentType } = multipartFile(name, body);
  return app.inject({
    method: 'POST',
    url: `${endpoints.adminResultsImport.path}?year=2033`,
    headers: { 'content-type': contentType, ...officer.headers, 'accept-language': language },
    payload,
  });
}

interface Refusal {
  problems: { row: number; column: string | null; zh: string; en: string }[];
  total: number;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  officer = await enrolStaff(app, 'results-officer');
});
afterAll(async () => app.close());

describe('hostile results files', () => {
  it('refuses a workbook whose headers hide what it unpacks to, found while unpacking it', async () => {
    const bomb = await xlsxBomb(100 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await upload(app, 'results.xlsx', bomb);
    expect(answer.statusCode).toBe(400);
    const refusal = answer.json().data as Refusal;
    expect(refusal.total).toBe(1);
    expect(refusal.problems[0]?.zh).toBe('该工作簿解压后超过 64 MB（或无法读取）：请另存为 CSV');
    expect(refusal.problems[0]?.en).toBe(
      'the workbook unpacks to more than 64 MB (or cannot be read): save it as CSV',
    );
  }, 60_000);

  it('refuses the same workbook dropped as a passings file, read in the same worker', async () => {
    const { payload, contentType } = multipartFile('passings.xlsx', await xlsxBomb(100 * 1024 * 1024));
    const answer = await app.inject({
      method: 'POST',
      url: `${endpoints.adminPassingsImport.path}?year=2033&provider=file`,
      headers: { 'content-type': contentType, ...officer.headers, 'accept-language': 'en' },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toBe('The file has 1 problem(s): no passing was taken');
    expect((answer.json().data as Refusal).problems[0]?.en).toBe(
      'the workbook unpacks to more than 64 MB (or cannot be read): save it as CSV',
    );
  }, 60_000);

  it('refuses a CSV of too many rows at once, with one problem, not one per row', async () => {
    const csv = Buffer.from(`${HEADER}\n${',,,,,,,\n'.repeat(200_000)}`);
    const answer = await upload(app, 'results.csv', csv, 'en');
    expect(answer.statusCode).toBe(400);
    const refusal = answer.json().data as Refusal;
    expect(refusal.total).toBe(1);
    expect(refusal.problems[0]).toEqual({
      row: 0,
      column: null,
      zh: '文件超过 100000 行：一个年度的成绩不会有这么多行，请检查文件',
      en: 'the file has more than 100000 rows: no year has that many results, please check the file',
    });
    expect(answer.json().msg).toBe('The file has 1 problem(s): nothing was imported');
  }, 60_000);

  it('keeps answering lookups while a large workbook is checked in its worker', async () => {
    const result = await app.context.db
      .selectFrom('race_results')
      .select(['year', 'bib'])
      .executeTakeFirstOrThrow();
    // 20,000 rows whose age group is wrong: the whole file is read and checked, and refused.
    const rows: (string | number | ReturnType<typeof excelTime>)[][] = [HEADER.split(',')];
    for (let i = 0; i < 20_000; i++) {
      rows.push([
        String(50_000 + i),
        '王伟',
        'M',
        '30-3',
        'E9010001',
        'half',
        excelTime('1:30:00'),
        excelTime('1:29:00'),
      ]);
    }
    const importing = upload(app, 'large.xlsx', xlsxOf(rows));
    await expect.poll(resultsCheckRunning, { timeout: 60_000, interval: 20 }).toBe(true);
    for (let i = 0; i < 5; i++) {
      const answer = await app.inject({
        method: 'GET',
        url: `${endpoints.score.path}?year=${result.year}&bib=${result.bib}`,
        remoteAddress: `192.0.2.${i + 1}`,
      });
      expect(answer.statusCode).toBe(200);
      // Answered while the workbook is still being checked.
      expect(resultsCheckRunning()).toBe(true);
    }
    const refused = await importing;
    expect(refused.statusCode).toBe(400);
    const refusal = refused.json().data as Refusal;
    expect(refusal.total).toBe(20_000);
    expect(refusal.problems).toHaveLength(500);
  }, 120_000);

  it('refuses a file that needs more memory or time than a check may use', async () => {
    const rows = [
      HEADER.split(','),
      ...Array.from({ length: 5_000 }, (_, i) => [
        String(i + 1),
        '王伟',
        'M',
        '30-39',
        'E9010001',
        'half',
        '1:30:00',
        '1:29:00',
      ]),
    ];
    const workbook = xlsxOf(rows);
    // Each check gets its own copy: the bytes are moved to the worker.
    const outOfMemory = await checkResultsUploadInWorker(Buffer.from(workbook), 'a.xlsx', 2033, {
      maxHeapMb: 4,
      timeoutMs: 60_000,
    });
    expect(outOfMemory).toMatchObject({ ok: false, total: 1, format: null });
    expect(!outOfMemory.ok && outOfMemory.problems[0]?.en).toBe(
      'reading the file needs more memory than an import may use: save it as CSV or split it',
    );
    const tooSlow = await checkResultsUploadInWorker(Buffer.from(workbook), 'a.xlsx', 2033, {
      maxHeapMb: 160,
      timeoutMs: 1,
    });
    expect(!tooSlow.ok && tooSlow.problems[0]?.zh).toBe('读取该文件超时：请另存为 CSV 或拆分后再导入');
    // A passings file is read under the same limits.
    const passings = xlsxOf([
      ['bib', 'point', 'time'],
      ...Array.from({ length: 20_000 }, (_, i) => [`H${i + 1}`, 'start', '07:30:00']),
    ]);
    const passingsOutOfMemory = await readPassingsUploadInWorker(passings, 'p.xlsx', {
      maxHeapMb: 4,
      timeoutMs: 60_000,
    });
    expect(!passingsOutOfMemory.ok && passingsOutOfMemory.problems[0]?.en).toBe(
      'reading the file needs more memory than an import may use: save it as CSV or split it',
    );
  }, 60_000);
});
