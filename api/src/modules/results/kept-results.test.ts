import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeContentDir } from '../../test-support/test-app';
import { importResultsFile } from '../../test-support/results-files';
import { keptResults } from './kept-results';

const YEAR = 2016;
const importFile = (app: FastifyInstance, chip: string) =>
  importResultsFile(app.context.db, YEAR, [`500,郑七,M,30-39,320102199001014443,half,1:45:00,${chip}`]);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ contentDir: makeContentDir() });
  await importFile(app, '1:44:00');
});
afterAll(async () => app.close());

describe('results kept per process by version', () => {
  it('answers a bib asked again from memory until the year changes, here at once and elsewhere within the check', async () => {
    const results = keptResults(app.context.db, 60_000);
    const first = await results.byBib(YEAR, '500');
    expect(first?.chip_ms).toBe((60 + 44) * 60_000);
    expect(await results.byBib(YEAR, '500')).toBe(first);
    // An import in this process shows at the next lookup.
    await importFile(app, '1:43:00');
    expect((await results.byBib(YEAR, '500'))?.chip_ms).toBe((60 + 43) * 60_000);
    // Another process's write (here straight to the database, unseen by this one) shows once the version is
    // checked again.
    const checking = keptResults(app.context.db, 0);
    expect((await checking.byBib(YEAR, '500'))?.chip_ms).toBe((60 + 43) * 60_000);
    await app.context.db
      .updateTable('race_results')
      .set({ chip_ms: 100 * 60_000 })
      .where('year', '=', YEAR)
      .where('bib', '=', '500')
      .execute();
    await app.context.db
      .updateTable('race_editions')
      .set({ updated_at: Date.now() + 1 })
      .where('year', '=', YEAR)
      .execute();
    expect((await checking.byBib(YEAR, '500'))?.chip_ms).toBe(100 * 60_000);
    expect(await checking.hasYear(YEAR)).toBe(true);
    expect(await checking.hasYear(1999)).toBe(false);
    // A bib without a result is not kept: an import may add it.
    expect(await checking.byBib(YEAR, '501')).toBeUndefined();
  });
});
