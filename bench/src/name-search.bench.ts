import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { BENCH_PORTS } from './bench-site';
import { startPostgresApis } from './postgres-apis';
import { nameKeys } from '../../api/src/race-data/name-search/name-keys';
import type { BenchContext } from './types';

export const title =
  'Name search: p50 and p99 with the 2024 seed (about 25,000 finishers), on SQLite and on PostgreSQL';

const DURATION_S = 10;
/** The goal for a lookup: a p99 of 20 ms at most. */
const GOAL_P99_MS = 20;

/** What runners type: whole names and their first characters, pinyin in both orders, initials, starts of pinyin. */
async function queries(apiUrl: (path: string) => string): Promise<string[]> {
  const response = await fetch(apiUrl('/race-data/api/results?year=2024&item=half&page=40&pageSize=50'));
  const body = (await response.json()) as { data: { rows: { name: string }[] } };
  const typed: string[] = [];
  for (const { name } of body.data.rows) {
    const keys = nameKeys(name);
    typed.push(
      name,
      name.slice(0, 2),
      keys.name_pinyin,
      keys.name_pinyin_rev,
      keys.name_initials,
      keys.name_pinyin.slice(0, 4),
    );
  }
  return typed.map((q) => `/race-data/api/results/names?year=2024&q=${encodeURIComponent(q)}`);
}

async function measure(label: string, apiUrl: (path: string) => string): Promise<void> {
  const paths = await queries(apiUrl);
  let next = 0;
  const requests = [
    {
      method: 'GET' as const,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: paths[next++ % paths.length] ?? '/',
      }),
    },
  ];
  await autocannon({ url: apiUrl(''), connections: 1, duration: 2, requests });
  for (const connections of [1, 4]) {
    const result = await autocannon({ url: apiUrl(''), connections, duration: DURATION_S, requests });
    console.log(
      `  ${label.padEnd(10)} ${connections} connection${connections > 1 ? 's' : ' '}  ${result.requests.average.toFixed(0).padStart(5)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}   goal (p99 <= ${GOAL_P99_MS} ms): ${result.latency.p99 <= GOAL_P99_MS ? 'met' : 'missed'}`,
    );
  }
}

/**
 * `npx tsx scripts/bench/index.ts name-search`: name searches (a mix of characters, pinyin, reversed
 * pinyin, initials and starts) against the bench site's API on SQLite and an API of the same build on PostgreSQL
 * with the same full seed. Each answer is a different query, as typed; responses are the lookups' own (not cached).
 */
export async function run({ site }: BenchContext): Promise<void> {
  console.log(
    `  load average at the start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  await measure('SQLite', site.apiUrl);
  let postgres: Awaited<ReturnType<typeof startPostgresApis>> | null = null;
  try {
    const started = Date.now();
    postgres = await startPostgresApis(BENCH_PORTS.api + 5, 1);
    console.log(`  PostgreSQL API up (seeded) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const pg = postgres;
    await measure('PostgreSQL', (path) => pg.apiUrl(path));
  } catch (error) {
    console.log(
      `  ⚠ PostgreSQL SKIPPED: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`,
    );
  } finally {
    await postgres?.stop();
  }
}
