import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { endpoints, FILE_HOST_PREFIX } from '@marathon/shared/api';
import { startTestPostgres } from '../../api/src/test-support/postgres-server';
import { REPO_ROOT } from '@marathon/tools/site';
import { BENCH_PORTS } from './bench-site';
import type { BenchContext } from './types';

export const title =
  'Score lookups per second and p99 with the 2024 data, on SQLite and on PostgreSQL, against a static JSON file of similar size';

const DURATION_S = 10;
/** Saturating load for the rate; a light load (2) for the latency a runner sees when the server is not queueing. */
const CONNECTION_COUNTS = [10, 2] as const;
/** A file the file host serves as is, about the size of a score answer (~0.7 KB). */
const STATIC_FILE = `${FILE_HOST_PREFIX}/i18n/race.json`;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, paths: string[], connections: number): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    requests: [
      {
        method: 'GET',
        // Walk the bibs, so the lookups hit the index all over, not one cached page.
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** 2024 bibs that have a result, read through the paged results API (half marathon and fun run). */
async function someBibs(apiUrl: (path: string) => string): Promise<string[]> {
  const bibs: string[] = [];
  for (const item of ['half', 'fun']) {
    for (let page = 1; page <= 10; page += 1) {
      const response = await fetch(
        apiUrl(`${endpoints.results.path}?year=2024&item=${item}&page=${page * 37}&pageSize=50`),
      );
      const body = (await response.json()) as { data: { rows: { bib: string }[]; total: number } | null };
      bibs.push(...(body.data?.rows.map((row) => row.bib) ?? []));
    }
  }
  return bibs;
}

type Row = { name: string; figures: Figures };

const format = ({ name, figures: f }: Row) =>
  `  ${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   ~${f.bytes.toFixed(0)} B/answer   errors ${f.errors}, non-2xx ${f.non2xx}`;

/** The 2024 data check, then lookups by bib and the static file at each load, against one API. */
async function measureApi(label: string, apiUrl: (path: string) => string): Promise<Map<number, Row[]>> {
  const years = (await (await fetch(apiUrl(endpoints.raceYears.path))).json()) as {
    data: { year: number; registrations: number; finishers: number }[];
  };
  const y2024 = years.data.find((year) => year.year === 2024);
  console.log(
    `  ${label}: 2024 data: ${y2024?.registrations ?? 0} registrations, ${y2024?.finishers ?? 0} results`,
  );
  const bibs = await someBibs(apiUrl);
  if (bibs.length === 0) throw new Error(`no 2024 results to look up on ${label}`);
  const lookups = bibs.map((bib) => `${endpoints.score.path}?year=2024&bib=${bib}`);
  const base = apiUrl('');
  // Warm both paths (JIT, page caches) before measuring.
  await load(base, lookups.slice(0, 50), 2).catch(() => undefined);
  const rows = new Map<number, Row[]>();
  for (const connections of CONNECTION_COUNTS) {
    rows.set(connections, [
      { name: `score lookup by bib (${label})`, figures: await load(base, lookups, connections) },
      { name: `static JSON file (${label} API)`, figures: await load(base, [STATIC_FILE], connections) },
    ]);
  }
  return rows;
}

/**
 * The same API build once more, on a throwaway PostgreSQL server with the same full seed (the first start seeds
 * it), on the port after the bench API's. Like the bench site's API it runs in the local mode: a production start
 * seeds no invented race data and wants secrets of its own, and neither changes what a lookup costs.
 */
async function startPostgresApi(): Promise<{ apiUrl: (path: string) => string; stop(): Promise<void> }> {
  const server = await startTestPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-bench-pg-'));
  const port = BENCH_PORTS.api + 1;
  const api = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      RACE_DATA_SEED: 'full',
      PORT: String(port),
      DATA_DIR: dataDir,
      // The server is this bench's alone: its default database will do.
      DATABASE_URL: server.url,
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const apiUrl = (path: string) => `http://127.0.0.1:${port}${path}`;
  const stop = async () => {
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Seeding the full data set on a first start takes a while on a small machine: wait on the health check.
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (api.exitCode !== null) {
      await stop();
      throw new Error(`the API on PostgreSQL exited (${api.exitCode})`);
    }
    const healthy = await fetch(apiUrl(endpoints.health.path)).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { apiUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the API on PostgreSQL did not start within 15 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Lookup rate over static-file rate. */
const ratio = (lookup: Figures, file: Figures) => lookup.rps / Math.max(1, file.rps);

/** The goal for a lookup: at least half a static file's rate, and a p99 of 20 ms at most. */
const GOAL = { ratio: 0.5, p99Ms: 20 };

/** One line per database: the ratio against its own API's static file and the SQLite API's, p99, and the goal. */
function verdict(label: string, lookup: Figures, ownFile: Figures, baseline: Figures): string {
  const own = ratio(lookup, ownFile);
  const base = ratio(lookup, baseline);
  const met = Math.min(own, base) >= GOAL.ratio && lookup.p99 <= GOAL.p99Ms;
  return `  ${label.padEnd(10)} lookup/static ${own.toFixed(2)} (same API), ${base.toFixed(2)} (SQLite API's file)   lookup p99 ${lookup.p99} ms, static p99 ${ownFile.p99} ms   goal (>= ${GOAL.ratio}, p99 <= ${GOAL.p99Ms} ms): ${met ? 'met' : 'missed'}`;
}

/** The PostgreSQL API, or why it could not start (the bench then measures SQLite alone). */
async function tryPostgresApi(): Promise<Awaited<ReturnType<typeof startPostgresApi>> | string> {
  const started = Date.now();
  try {
    const postgres = await startPostgresApi();
    console.log(`  PostgreSQL API up (seeded) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return postgres;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n').slice(0, 6).join(' | ').slice(0, 600);
  }
}

/**
 * Starts with a check that the 2024 data is the full seed, then runs autocannon against the production API on
 * SQLite (the bench site's) and on PostgreSQL: score lookups by bib (GET, each a different runner) and the
 * static JSON file, which every request's shared rate-limit count also pays for. The ratio is the figure. When
 * no PostgreSQL server can start here, that part is skipped with the reason, and SQLite is measured alone.
 */
export async function run({ site }: BenchContext): Promise<void> {
  // p99 under the saturating load follows what else the machine runs: the figures carry its load.
  const loadAverage = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  console.log(`  load average at the start: ${loadAverage()}`);
  const postgres = await tryPostgresApi();
  if (typeof postgres === 'string') {
    console.log(`  ⚠ PostgreSQL SKIPPED: its server or API could not start on this machine: ${postgres}`);
  }
  try {
    const sqlite = await measureApi('SQLite', site.apiUrl);
    const onPostgres =
      typeof postgres === 'string' ? undefined : await measureApi('PostgreSQL', postgres.apiUrl);
    console.log(`  ${DURATION_S} s per run, each lookup a different bib; load average now: ${loadAverage()}`);
    for (const connections of CONNECTION_COUNTS) {
      const sqliteRows = sqlite.get(connections) ?? [];
      const postgresRows = onPostgres?.get(connections) ?? [];
      console.log(`  ${connections} connections:`);
      for (const row of [...sqliteRows, ...postgresRows]) console.log(format(row));
      const [lookupSqlite, fileSqlite] = sqliteRows.map((row) => row.figures);
      const [lookupPg, filePg] = postgresRows.map((row) => row.figures);
      if (lookupSqlite && fileSqlite) console.log(verdict('SQLite', lookupSqlite, fileSqlite, fileSqlite));
      if (lookupPg && filePg && fileSqlite) console.log(verdict('PostgreSQL', lookupPg, filePg, fileSqlite));
      else console.log('  PostgreSQL  skipped (see above)');
    }
  } finally {
    if (typeof postgres !== 'string') await postgres.stop();
  }
}
