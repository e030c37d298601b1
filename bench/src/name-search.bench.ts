import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { BENCH_PORTS } from './bench-site';
import { startPostgresApis } from './postgres-apis';
import { nameKeys } from '../../api/src/modules/results/name-search/name-keys';
import type { BenchContext } from './types';

export const title =
  'Name search: p50 and p99 with the 2024 seed (about 25,000 finishers), on SQLite and on PostgreSQL';

const DURATION_S = 10;
/** The issue's goal for a lookup: a p99 of 20 ms at most. */
const GOAL_P99_MS = 20;

/**
 * What runners type: whole names and their first characters, a surname alone, pinyin in both orders, initials,
 * starts of pinyin of two and four letters (a common start such as "zh" matches thousands of runners).
 */
async function queries(apiUrl: (path: string) => string): Promise<string[]> {
  const response = await fetch(apiUrl('/race-data/api/results?year=2024&item=half&page=40&pageSize=50'));
  const body = (await response.json()) as { data: { rows: { name: string }[] } };
  const typed: string[] = [];
  for (const { name } of body.data.rows) {
    const keys = nameKeys(name);
    typed.push(
      name,
      name.slice(0, 2),
      name.slice(0, 1),
      keys.name_pinyin,
      keys.name_pinyin_rev,
      keys.name_initials,
      keys.name_pinyin.slice(0, 4),
      keys.name_pinyin.slice(0, 2),
    );
  }
  return typed.map((q) => `/race-data/api/results/names?year=2024&q=${encodeURIComponent(q)}`);
}

type Requests = autocannon.Options['requests'];

/**
 * CPU seconds a process has used (user + system, every thread), from /proc: what a request costs the API does not
 * follow the load average the way its latency does on a shared machine.
 */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Each request asks the next path of the list, round and round. */
function cycling(paths: readonly string[]): Requests {
  let next = 0;
  return [
    {
      method: 'GET' as const,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: paths[next++ % paths.length] ?? '/',
      }),
    },
  ];
}

/** p50 and p99 at 1 and 4 connections, DURATION_S each; `goal` says whether to hold the p99 against the goal. */
async function report(
  label: string,
  apiUrl: (path: string) => string,
  apiPid: number,
  requests: Requests,
  goal: boolean,
) {
  for (const connections of [1, 4]) {
    const cpuBefore = cpuSeconds(apiPid);
    const result = await autocannon({ url: apiUrl(''), connections, duration: DURATION_S, requests });
    const cpuMs = ((cpuSeconds(apiPid) - cpuBefore) / result.requests.total) * 1000;
    const verdict = result.latency.p99 <= GOAL_P99_MS ? 'met' : 'missed';
    console.log(
      `  ${label.padEnd(18)} ${connections} connection${connections > 1 ? 's' : ' '}  ${result.requests.average.toFixed(0).padStart(5)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}   API CPU ${cpuMs.toFixed(2)} ms/request${goal ? `   goal (p99 <= ${GOAL_P99_MS} ms): ${verdict}` : ''}`,
    );
  }
}

async function measure(label: string, apiUrl: (path: string) => string, apiPid: number): Promise<void> {
  const requests = cycling(await queries(apiUrl));
  await autocannon({ url: apiUrl(''), connections: 1, duration: 2, requests });
  await report(label, apiUrl, apiPid, requests, true);
  // What the machine, HTTP and one database round trip cost without a search: the same load on /health (a
  // `select 1`). On a busy machine this floor, not the search, is most of the p99.
  await report(`${label} /health`, apiUrl, apiPid, cycling(['/health']), false);
}

/**
 * `npx tsx bench/src/index.ts name-search`: name searches (a mix of characters, pinyin, reversed
 * pinyin, initials and starts) against the bench site's API on SQLite and an API of the same build on PostgreSQL
 * with the same full seed. Each answer is a different query, as typed; responses are the lookups' own (not cached).
 */
export async function run({ site }: BenchContext): Promise<void> {
  console.log(
    `  load average at the start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  await measure('SQLite', site.apiUrl, site.api.pid ?? 0);
  let postgres: Awaited<ReturnType<typeof startPostgresApis>> | null = null;
  try {
    const started = Date.now();
    postgres = await startPostgresApis(BENCH_PORTS.api + 5, 1);
    console.log(`  PostgreSQL API up (seeded) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const pg = postgres;
    await measure('PostgreSQL', (path) => pg.apiUrl(path), pg.pids[0] ?? 0);
  } catch (error) {
    console.log(
      `  ⚠ PostgreSQL SKIPPED: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`,
    );
  } finally {
    await postgres?.stop();
  }
}
