import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type Compilable } from 'kysely';
import { buildTestApp, makeContentDir } from '../../test-support/test-app';
import { testPostgresUrl } from '../../test-support/test-database';
import { hashPersonal } from '../../kernel/identity';
import { entryLookupQueries } from '../registrations';
import { lookupQueries } from './repository';
import { runnersByName } from './name-search/repository';

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
      () => entryLookupQueries.byId(db(), 2024, id),
      /SEARCH race_registrations USING INDEX race_registrations_year_id/,
    ],
    [
      'registration by phone',
      () => entryLookupQueries.byPhone(db(), 2024, id),
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

// The name search must not lean on statistics: nothing gathers them on a live SQLite database.
describe.skipIf(testPostgresUrl())('a name search reads one key of its own index, statistics or none', () => {
  beforeAll(async () => {
    app = await buildTestApp({ contentDir: makeContentDir() });
  });
  afterAll(async () => app.close());

  it.each([
    ['a common start of a pinyin', { kind: 'letters', letters: 'zh' }],
    ['a surname in characters', { kind: 'han', key: '王' }],
  ] as const)('%s', async (_name, query) => {
    const plan = (await planOf(runnersByName(app.context.db, 2024, query, 21))).join('\n');
    expect(plan).toMatch(/SEARCH race_result_name_keys USING PRIMARY KEY \(year=\? AND key=\?\)/);
    expect(plan).toMatch(/SEARCH r USING INDEX sqlite_autoindex_race_results_1 \(year=\? AND bib=\?\)/);
    // Read in the key's order and stopped at the limit: nothing is sorted, no table is scanned.
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN race_result|SCAN r\b/);
  });
});

/** PostgreSQL's plan of a query, as JSON: the tree of plan nodes under the top one. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

// The race-day hot path on PostgreSQL: one statement, the result read through its primary key (year, bib).
describe.runIf(testPostgresUrl())('on PostgreSQL the bib lookup is one indexed statement', () => {
  beforeAll(async () => {
    app = await buildTestApp({ contentDir: makeContentDir() });
    await sql`ANALYZE`.execute(app.context.db);
  });
  afterAll(async () => app.close());

  it('reads race_results through race_results_pk, with the edition joined in, and scans no results', async () => {
    const { sql: text, parameters } = lookupQueries.resultByBib(app.context.db, 2024, '10001').compile();
    const explain = sql<{ 'QUERY PLAN': { Plan: PlanNode }[] }>`EXPLAIN (FORMAT JSON) ${sql.raw(text)}`;
    const compiled = explain.compile(app.context.db);
    const result = await app.context.db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>({
      ...compiled,
      parameters,
    });
    const plans = result.rows[0]?.['QUERY PLAN'] ?? [];
    expect(plans).toHaveLength(1);
    const nodes = plans.flatMap((plan) => flatten(plan.Plan));
    const onResults = nodes.filter((node) => node['Relation Name'] === 'race_results');
    expect(onResults).toEqual([
      expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': 'race_results_pk' }),
    ]);
    expect(nodes.some((node) => node['Relation Name'] === 'race_editions')).toBe(true);
  });
});
