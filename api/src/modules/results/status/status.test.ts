import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  envelopeSchema,
  nonFinisherSchema,
  raceYearSummarySchema,
  resultsPageSchema,
  scoreResultSchema,
} from '@marathon/shared/api';
import { z } from 'zod';
import { buildTestApp, makeContentDir } from '../../../test-support/test-app';
import { importResults } from '../import-results';
import { checkResultsFile } from '../results-csv';

const YEAR = 2018;
const HEADER =
  'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time,split_5k,status,status_reason_zh,status_reason_en';
const ROWS = [
  '200,赵一,M,30-39,320102199001012221,half,1:30:00,1:29:00,0:21:00,,,',
  '201,钱二,M,30-39,320102199001012222,half,,,0:25:00,DNF,,',
  '202,孙三,F,30-39,320102199001012223,half,1:20:00,1:19:00,,DQ,抄近路,Cut the course',
  '203,李四,F,30-39,320102199001012224,half,1:40:00,1:39:00,,FIN,,',
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ contentDir: makeContentDir() });
  const checked = checkResultsFile([HEADER, ...ROWS].join('\n'), YEAR);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  await importResults(app.context.db, { year: YEAR, final: false, rows: checked.rows });
});
afterAll(async () => app.close());

const get = (url: string, language = 'zh-CN') =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

describe('DNF and DQ', () => {
  it('are looked up by bib with their status and reason, without ranks', async () => {
    const dnf = envelopeSchema(nonFinisherSchema).parse(
      (await get(`${endpoints.score.path}?year=${YEAR}&bib=201`)).json(),
    );
    expect(dnf.data).toMatchObject({
      status: 'dnf',
      reason: null,
      chipTimeMs: null,
      splits: [{ km: 5, chipTimeMs: 1_500_000 }],
    });
    const dq = envelopeSchema(nonFinisherSchema).parse(
      (await get(`${endpoints.score.path}?year=${YEAR}&bib=202`)).json(),
    );
    expect(dq.data).toMatchObject({
      status: 'dq',
      reason: { zh: '抄近路', en: 'Cut the course' },
      chipTimeMs: 4_740_000,
    });
  });

  it('are not finishers: ranks, totals and the finishers list leave them out', async () => {
    const first = envelopeSchema(scoreResultSchema).parse(
      (await get(`${endpoints.score.path}?year=${YEAR}&bib=203`)).json(),
    );
    expect(first.data).toMatchObject({ overallRank: 2, finishers: 2 });
    const years = envelopeSchema(z.array(raceYearSummarySchema)).parse(
      (await get(endpoints.raceYears.path)).json(),
    );
    expect(years.data.find((year) => year.year === YEAR)?.finishers).toBe(2);
    const list = envelopeSchema(resultsPageSchema).parse(
      (await get(`${endpoints.results.path}?year=${YEAR}&item=half&gender=2`)).json(),
    );
    expect(list.data.rows.map((row) => row.bib)).toEqual(['203']);
  });

  it('have no certificate and no analysis, said in words', async () => {
    const certificate = await get(`${endpoints.certificate.path}?year=${YEAR}&bib=201`, 'en');
    expect(certificate.statusCode).toBe(404);
    expect(certificate.json()).toMatchObject({
      msg: `Bib 201 did not finish in ${YEAR}: there is no finisher certificate`,
    });
    expect((await get(`${endpoints.scoreAnalysis.path}?year=${YEAR}&bib=202`)).statusCode).toBe(404);
  });
});

describe('a results file with statuses', () => {
  const check = (row: string) => checkResultsFile([HEADER, row].join('\n'), YEAR);
  it('refuses a DQ without a reason in both languages, a DNF with a time and an unknown status', () => {
    expect(check('300,甲,M,30-39,320102199001013331,half,1:00:00,0:59:00,,DQ,,')).toMatchObject({
      ok: false,
      problems: [{ column: 'status_reason_zh', en: 'a DQ needs its reason, in Chinese and English' }],
    });
    expect(check('300,甲,M,30-39,320102199001013331,half,1:00:00,0:59:00,,DQ,抄近路,')).toMatchObject({
      ok: false,
      problems: [{ column: 'status_reason_en' }],
    });
    expect(check('300,甲,M,30-39,320102199001013331,half,1:00:00,0:59:00,,DNF,,')).toMatchObject({
      ok: false,
      problems: [{ column: 'chip_time', en: 'a DNF has no finish time: leave the times empty' }],
    });
    expect(check('300,甲,M,30-39,320102199001013331,half,1:00:00,0:59:00,,LATE,,')).toMatchObject({
      ok: false,
      problems: [{ column: 'status' }],
    });
  });
});
