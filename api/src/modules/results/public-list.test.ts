import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp, makeContentDir } from '../../test-support/test-app';
import { RESULTS_ROWS_PER_HOUR } from './list-budget';

/*
 * Issue 41 item 8: one address copied a year's 25,079 rows (name, gender, age group, times) in about four minutes,
 * and a runner who hid their live position was listed by name. Now a runner's hide choice leaves the public list
 * (a row "runner chose not to be listed": rank and times kept, nothing that names them), and one address may read
 * RESULTS_ROWS_PER_HOUR rows of the lists an hour.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ contentDir: makeContentDir() });
});
afterAll(async () => app.close());

const page = (query: string, address = '198.51.100.90', lang?: string) =>
  app.inject({
    method: 'GET',
    url: `${endpoints.results.path}?year=2024&item=half&${query}`,
    remoteAddress: address,
    headers: lang ? { 'accept-language': lang } : {},
  });

interface Row {
  overallRank: number;
  bib: string;
  name: string;
  unlisted?: boolean;
}

describe('the public results list', () => {
  it("honours a runner's choice to be hidden: the row stays, unnamed", async () => {
    const first = (await page('page=1&pageSize=5', '198.51.100.91')).json().data.rows as Row[];
    const hidden = first[2];
    if (!hidden) throw new Error('no third row');
    await app.context.db
      .insertInto('live_runners')
      .values({
        year: 2024,
        bib: hidden.bib,
        tracking: 'hidden',
        code_hash: null,
        status: 0,
        version: 1,
        updated_at: 1,
      })
      .execute();
    // A new address, so no cached answer is read.
    const rows = (await page('page=1&pageSize=5&gender=1', '198.51.100.92')).json().data.rows as Row[];
    const again = (await page('page=1&pageSize=5', '198.51.100.93')).json().data.rows as Row[];
    const row = again[2];
    expect(row).toMatchObject({ overallRank: hidden.overallRank, bib: '', name: '', unlisted: true });
    expect(JSON.stringify(again)).not.toContain(hidden.name);
    expect(JSON.stringify(rows)).not.toContain(hidden.bib);
    // Nor is the runner found by name.
    const found = await app.inject({
      method: 'GET',
      url: `${endpoints.nameSearch.path}?year=2024&q=${encodeURIComponent(hidden.name)}`,
      remoteAddress: '198.51.100.94',
    });
    expect(JSON.stringify(found.json().data.hits)).not.toContain(`"bib":"${hidden.bib}"`);
  });

  it('bounds how many rows one address reads an hour; another address is untouched', async () => {
    const copier = '203.0.113.90';
    let read = 0;
    let refused: Awaited<ReturnType<typeof page>> | null = null;
    for (let n = 1; n <= RESULTS_ROWS_PER_HOUR / 50 + 2; n++) {
      const answer = await page(`page=${(n % 8) + 1}&pageSize=50`, copier);
      if (answer.statusCode === 429) {
        refused = answer;
        break;
      }
      read += (answer.json().data.rows as Row[]).length;
    }
    expect(refused?.json().msg).toMatch(/^此网络查看成绩列表过多，请\d+分钟后再试$/);
    expect(read).toBeLessThanOrEqual(RESULTS_ROWS_PER_HOUR);
    const english = await page('page=1&pageSize=50', copier, 'en');
    expect(english.json().msg).toMatch(
      /^Too many results pages from your network, please try again in \d+ minutes$/,
    );
    expect((await page('page=1&pageSize=20', '198.51.100.95')).json().code).toBe(0);
  });
});
