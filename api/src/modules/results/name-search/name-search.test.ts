import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, envelopeSchema, nameSearchAnswerSchema, resultsPageSchema } from '@marathon/shared/api';
import { buildTestApp, makeContentDir } from '../../../test-support/test-app';
import { importResults } from '../import-results';
import { checkResultsFile } from '../results-csv';

const YEAR = 2019;
const HEADER = 'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time';
/** Homophones and near names around the runner the searches look for (王磊, bib 101). */
const ROWS = [
  '100,王蕾,F,30-39,320102199001011111,half,1:30:00,1:29:00',
  '101,王磊,M,30-39,320102199001011112,half,1:40:00,1:39:00',
  '102,王磊明,M,30-39,320102199001011113,half,1:20:00,1:19:00',
  '103,汪雷,M,30-39,320102199001011114,half,1:10:00,1:09:00',
  '104,欧阳娜娜,F,16-29,320102199001011115,half,1:50:00,1:49:00',
  '105,John Smith,M,40-49,E12345678,fun,0:40:00,0:39:00',
  '106,吴丽,F,40-49,320102199001011116,half,2:00:00,1:59:00',
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ contentDir: makeContentDir() });
  const checked = checkResultsFile([HEADER, ...ROWS].join('\n'), YEAR);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  await importResults(app.context.db, { year: YEAR, final: true, rows: checked.rows });
});
afterAll(async () => app.close());

async function search(q: string) {
  const response = await app.inject({
    method: 'GET',
    url: `${endpoints.nameSearch.path}?year=${YEAR}&q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode).toBe(200);
  return envelopeSchema(nameSearchAnswerSchema).parse(response.json()).data;
}
const bibs = async (q: string) => (await search(q)).hits.map((hit) => `${hit.bib}:${hit.match}`);

describe('name search', () => {
  it('finds the runner first by characters, exact before longer names that start the same', async () => {
    expect(await bibs('王磊')).toEqual(['101:exact', '102:prefix']);
  });

  it('finds the runner by full pinyin with or without spaces and tones, exact matches first', async () => {
    for (const typed of ['wanglei', 'Wang Lei', 'wáng lěi', 'wang2 lei3']) {
      // 王蕾 and 汪雷 read wanglei too: exact, fastest first; 王磊明 only starts so.
      expect(await bibs(typed)).toEqual(['103:exact', '100:exact', '101:exact', '102:prefix']);
    }
  });

  it('finds by the given name first, by initials and by the start of a pinyin', async () => {
    expect(await bibs('lei wang')).toEqual(['103:exact', '100:exact', '101:exact']);
    expect((await bibs('oy')).concat(await bibs('nana'))).toEqual(['104:prefix', '104:prefix']);
    expect(await bibs('wl')).toEqual(['103:exact', '100:exact', '101:exact', '106:exact', '102:prefix']);
    expect(await bibs('smith')).toEqual(['105:prefix']);
  });

  it('answers masked data only, and nothing for a single letter', async () => {
    const { hits } = await search('王磊');
    expect(Object.keys(hits[0] ?? {}).sort()).toEqual(
      [
        'ageGroup',
        'bib',
        'chipTimeMs',
        'gender',
        'match',
        'name',
        'overallRank',
        'raceItem',
        'status',
      ].sort(),
    );
    expect((await search('w')).hits).toEqual([]);
  });

  it('refuses markup in words', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${endpoints.nameSearch.path}?year=${YEAR}&q=%3Cb%3E`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('filters the finishers list by the same rules, exact first', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${endpoints.results.path}?year=${YEAR}&item=half&name=wanglei`,
    });
    const { data } = envelopeSchema(resultsPageSchema).parse(response.json());
    expect(data.total).toBe(4);
    expect(data.rows.map((row) => `${row.bib}:${row.match}`)).toEqual([
      '103:exact',
      '100:exact',
      '101:exact',
      '102:prefix',
    ]);
  });

  it('is rewritten by the next import of the year: a corrected name is found, the old one no longer', async () => {
    const renamed = ROWS.map((row) => row.replace(',吴丽,', ',胡丽,'));
    const checked = checkResultsFile([HEADER, ...renamed].join('\n'), YEAR);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    await importResults(app.context.db, { year: YEAR, final: true, rows: checked.rows });
    expect(await bibs('吴丽')).toEqual([]);
    expect(await bibs('wuli')).toEqual([]);
    expect(await bibs('胡丽')).toEqual(['106:exact']);
    expect(await bibs('huli')).toEqual(['106:exact']);
    expect(await bibs('王磊')).toEqual(['101:exact', '102:prefix']);
  });
});
