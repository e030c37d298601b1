import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp, makeContentDir } from '../../test-support/test-app';
import { importResults } from './import-results';
import { checkResultsFile } from './results-csv';

/** What a CDN in front of the API sees: the lookups' cache headers, revalidation, and what an import changes. */
const YEAR = 2031;
const HEADER = 'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time';
const LOOKUP_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ contentDir: makeContentDir() });
});
afterAll(async () => app.close());

async function importCsv(...rows: string[]): Promise<void> {
  const check = checkResultsFile([HEADER, ...rows].join('\n'), YEAR);
  if (!check.ok) throw new Error(JSON.stringify(check.problems));
  await importResults(app.context.db, { year: YEAR, final: false, rows: check.rows });
}
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const bibUrl = (bib: string) => `${endpoints.score.path}?year=${YEAR}&bib=${bib}`;
const pageUrl = `${endpoints.results.path}?year=${YEAR}&item=half&page=1&pageSize=20`;

describe('lookup cache headers', () => {
  it('shares a miss briefly, so a runner imported later shows up within seconds', async () => {
    const miss = await get(bibUrl('701'));
    expect(miss.statusCode).toBe(404);
    expect(miss.headers['cache-control']).toBe('public, max-age=10, s-maxage=10');
    expect(miss.headers.etag).toBeUndefined();
  });

  it('caches the bib lookup and the results page publicly, and answers If-None-Match with a bare 304', async () => {
    await importCsv(
      '701,王伟,M,30-39,E7010001,half,1:30:00,1:29:00',
      '702,李娜,F,30-39,E7020002,half,1:40:00,1:39:00',
    );
    for (const url of [bibUrl('701'), pageUrl]) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(LOOKUP_CACHE);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      for (const tag of [etag, etag.slice(2), `"other", ${etag}`]) {
        const again = await get(url, { 'if-none-match': tag, 'accept-encoding': 'br' });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(LOOKUP_CACHE);
      }
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('gives a re-imported answer a new ETag, so revalidation fetches the new result', async () => {
    const before = await get(bibUrl('701'));
    const page = await get(pageUrl);
    await importCsv(
      '701,王伟,M,30-39,E7010001,half,1:30:00,1:28:30',
      '702,李娜,F,30-39,E7020002,half,1:40:00,1:39:00',
    );
    const after = await get(bibUrl('701'), { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.chipTimeMs).toBe(5_310_000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const other = await get(bibUrl('702'));
    expect((await get(bibUrl('702'), { 'if-none-match': String(other.headers.etag) })).statusCode).toBe(304);
    expect((await get(pageUrl, { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(200);
  });
});
