import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startTestPostgres } from '../../api/src/test-support/postgres-server';
import { nameKeys } from '../../api/src/race-data/name-search/name-keys';
import type { SitePorts } from '@marathon/shell/server/ports';
import { REPO_ROOT, startBuiltSite } from '@marathon/tools/site';
import { BENCH_PORTS } from './bench-site';
import { finisherBibs } from './postgres-apis';
import type { BenchContext } from './types';

export const title =
  'Race-day mix at 1,000 requests a second for 60 s: lookups, result pages, share links and certificates, through the shell’s server and two API processes on PostgreSQL';

/** RACE_DAY_RATE and RACE_DAY_SECONDS change the load (1,000 a second for 60 s by default). */
const RATE = Number(process.env.RACE_DAY_RATE) || 1000;
const SECONDS = Number(process.env.RACE_DAY_SECONDS) || 60;
/** Beside the bench site's ports: a second site (shell and remotes) and its two API processes. */
const PORTS: SitePorts = {
  shell: BENCH_PORTS.shell + 40,
  content: BENCH_PORTS.shell + 41,
  auth: BENCH_PORTS.shell + 42,
  search: BENCH_PORTS.shell + 43,
  signup: BENCH_PORTS.shell + 44,
  api: BENCH_PORTS.api + 40,
};

function load(url: string, rate: number, paths: string[]) {
  let next = 0;
  return autocannon({
    url,
    connections: Math.max(10, Math.round(rate / 10)),
    overallRate: rate,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }),
      },
    ],
  });
}

/**
 * `npx tsx scripts/bench/index.ts race-day-mix`: a site of its own on a throwaway PostgreSQL (the full seed) with
 * a second API process on the same database. A fifth of the load goes to the shell's server (result links' pages,
 * the phone site, share pages, which ask the API themselves), the rest is split between the two API processes as a
 * load balancer would: score lookups by bib, name searches, analyses and certificate PNGs. The certificates are
 * ones already kept (drawn before the run, as after an import); certificates.bench.ts measures drawing them.
 */
export async function run(_context: BenchContext): Promise<void> {
  const postgres = await startTestPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-race-day-'));
  let second: ChildProcess | null = null;
  const started = Date.now();
  const site = await startBuiltSite({
    ports: PORTS,
    environment: 'production',
    quiet: true,
    apiEnv: {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  }).catch(async (error: unknown) => {
    await postgres.stop();
    throw error;
  });
  try {
    const secondPort = PORTS.api + 1;
    second = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(secondPort),
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        LOG_LEVEL: 'error',
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (;;) {
      if (second.exitCode !== null) throw new Error('the second API process exited');
      if (
        await fetch(`http://127.0.0.1:${secondPort}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(
      `  site and two API processes on PostgreSQL up in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const api = (port: number) => (path: string) => `http://127.0.0.1:${port}${path}`;
    const bibs = await finisherBibs(api(PORTS.api), 2_000);
    const names = await fetch(
      api(PORTS.api)('/race-data/api/results?year=2024&item=half&page=20&pageSize=50'),
    )
      .then((r) => r.json() as Promise<{ data: { rows: { name: string }[] } }>)
      .then((body) => body.data.rows.map((row) => row.name));
    const kept = bibs.slice(0, 200);
    // Drawn before the run, as the pre-rendering after an import leaves them.
    for (const bib of kept)
      await fetch(api(PORTS.api)(`/race-data/api/certificate?year=2024&bib=${bib}&format=png`));
    const apiPaths = bibs.flatMap((bib, i) => {
      const name = names[i % names.length] ?? '';
      const q = i % 2 === 0 ? name : nameKeys(name).name_pinyin;
      return [
        `/race-data/api/score?year=2024&bib=${bib}`,
        `/race-data/api/score?year=2024&bib=${bibs[(i * 7) % bibs.length]}`,
        `/race-data/api/results/names?year=2024&q=${encodeURIComponent(q)}`,
        `/race-data/api/score/analysis?year=2024&bib=${bib}`,
        ...(i % 4 === 0
          ? [`/race-data/api/certificate?year=2024&bib=${kept[i % kept.length]}&format=png`]
          : []),
      ];
    });
    const shellPaths = bibs.flatMap((bib) => [`/r/2024/${bib}`, '/', '/m/']);
    console.log(
      `  load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${RATE} req/s for ${SECONDS} s`,
    );
    const [shell, first, other] = await Promise.all([
      load(`http://localhost:${PORTS.shell}`, RATE * 0.2, shellPaths),
      load(`http://127.0.0.1:${PORTS.api}`, RATE * 0.4, apiPaths),
      load(`http://127.0.0.1:${secondPort}`, RATE * 0.4, apiPaths),
    ]);
    console.log(
      `  load average after:  ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const [label, result] of [
      ['shell’s server', shell],
      ['API process 1', first],
      ['API process 2', other],
    ] as const) {
      console.log(
        `  ${label.padEnd(15)} ${result.requests.average.toFixed(0).padStart(5)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      );
    }
    const errors = [shell, first, other].reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    const total = [shell, first, other].reduce((sum, r) => sum + r.requests.total, 0);
    console.log(`  ${total} requests, ${errors} errors (goal 0)`);
  } finally {
    if (second && second.exitCode === null) {
      const exited = new Promise((resolve) => second?.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await site.stop();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
