import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type Compilable } from 'kysely';
import { buildTestApp, makeContentDir } from '../test-support/test-app';
import { testPostgresUrl } from '../test-support/test-database';
import { hashPersonal } from './identity';
import { lookupQueries } from './repository';

let app: FastifyInstance;

/** SQLite's plan of a query: one line per step, e.g. "SEARCH race_results USING INDEX ...". */
async function planOf(query: Compilable): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  const explain = sql<{ detail: string }>`EXPLAIN QUERY PLAN ${sql.raw(text)}`;
  // The compiled statement keeps its ? placeholders: bind its parameters by running it raw with them.
  const compiled = explain.compile(app.context.db);
  const result = await app.context.db.executeQuery<{ detail: string }>({ ...compiled, parameters });
  return result.rows.map((row) => row.detail);
}

// SQLite's planner speaks here; PostgreSQL plans differently, and runs the lookups in the suites on it.
describe.skipIf(testPostgresUrl())('every lookup searches an index, none scans a table', () => {
  beforeAll(async () => {
    app = await buildTestApp({ contentDir: makeContentDir() });
    // Fresh statistics, as a live database has them, so the planner chooses as it would on race day.
    await sql`ANALYZE`.execute(app.context.db);
  });
  afterAll(async () => app.close());

  const db = () => app.context.db;
  const id = hashPersonal('320102199001011234');
  it.each([
    [
      'score by bib',
      () => lookupQueries.resultByBib(db(), 2024, '10001'),
      /SEARCH race_results USING INDEX .*\(year=\? AND bib=\?\)/,
    ],
    [
      'score by ID number in a year',
      () => lookupQueries.resultsById(db(), id, 2024),
      /SEARCH race_results USING INDEX race_results_id_year \(id_hash=\? AND year=\?\)/,
    ],
    [
      'multi-year score',
      () => lookupQueries.resultsById(db(), id),
      /SEARCH race_results USING INDEX race_results_id_year \(id_hash=\?\)/,
    ],
    [
      'registration by ID number',
      () => lookupQueries.registrationsById(db(), 2024, id),
      /SEARCH race_registrations USING INDEX race_registrations_year_id/,
    ],
    [
      'registration by phone',
      () => lookupQueries.registrationsByPhone(db(), 2024, id),
      /SEARCH race_registrations USING INDEX race_registrations_year_phone/,
    ],
    [
      'a page of results',
      () => lookupQueries.resultsPage(db(), 2024, 'half', 3, 20),
      /SEARCH race_results USING INDEX race_results_year_item_rank \(year=\? AND race_item=\? AND overall_rank>\? AND overall_rank<\?\)/,
    ],
    ['the year', () => lookupQueries.edition(db(), 2024), /SEARCH race_editions USING INTEGER PRIMARY KEY/],
  ])('%s', async (_name, query, expected) => {
    const plan = await planOf(query());
    expect(plan.join('\n')).toMatch(expected);
    expect(plan.join('\n')).not.toMatch(/SCAN|TEMP B-TREE/);
  });
});
