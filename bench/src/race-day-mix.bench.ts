import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startTestPostgres } from '../../api/src/test-support/postgres-server';
import { nameKeys } from '../../api/src/modules/results/name-search/name-keys';
import type { SitePorts } from '@marathon/shell/server/ports';
import { REPO_ROOT, startBuiltSite } from '@marathon/tools/site';
import { BENCH_PORTS } from './bench-site';
import { cpuLines, postmasterOn, watchCpu, type Watched } from './cpu-shares';
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
  admin: BENCH_PORTS.shell + 45,
  api: BENCH_PORTS.api + 40,
};

/** A kind of request: its paths (asked in turn) and its share of its server's load. */
interface Kind {
  label: string;
  share: number;
  paths: string[];
}

function load(url: string, rate: number, paths: string[]) {
  let next = 0;
  return autocannon({
    url,
    // A tenth of a second's requests in flight at once (at least 4): the rate holds up to 100 ms per request.
    connections: Math.max(4, Math.round(rate / 10)),
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
 * `npx tsx bench/src/index.ts race-day-mix`: a site of its own on a throwaway PostgreSQL (the full seed) with
 * a second API process on the same database. A fifth of the load goes to the shell's server (result links' pages,
 * the phone site, share pages, which ask the API themselves), the rest is split between the two API processes as a
 * load balancer would: score lookups by bib, name searches, analyses and certificate PNGs. Each kind is its own
 * load at its share of the rate, so its p99 and errors are printed apart. The certificates are ones already kept
 * (drawn before the run, as after an import); certificates.bench.ts measures drawing them.
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
    const query = (i: number) => {
      const name = names[i % names.length] ?? '';
      return encodeURIComponent(i % 2 === 0 ? name : nameKeys(name).name_pinyin);
    };
    /** Each kind of request with its share of an API process's load (two lookups by bib for one of the others). */
    const apiKinds: Kind[] = [
      {
        label: 'score lookups',
        share: 2 / 4.25,
        paths: bibs.flatMap((bib, i) => [
          `/race-data/api/score?year=2024&bib=${bib}`,
          `/race-data/api/score?year=2024&bib=${bibs[(i * 7) % bibs.length]}`,
        ]),
      },
      {
        label: 'name searches',
        share: 1 / 4.25,
        paths: bibs.map((_, i) => `/race-data/api/results/names?year=2024&q=${query(i)}`),
      },
      {
        label: 'analyses',
        share: 1 / 4.25,
        paths: bibs.map((bib) => `/race-data/api/score/analysis?year=2024&bib=${bib}`),
      },
      {
        label: 'certificate PNGs',
        share: 0.25 / 4.25,
        paths: kept.map((bib) => `/race-data/api/certificate?year=2024&bib=${bib}&format=png`),
      },
    ];
    const shellKinds: Kind[] = [
      { label: 'result pages', share: 1 / 3, paths: bibs.map((bib) => `/r/2024/${bib}`) },
      { label: 'home page', share: 1 / 3, paths: ['/'] },
      { label: 'phone site', share: 1 / 3, paths: ['/m/'] },
    ];
    console.log(
      `  load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${RATE} req/s for ${SECONDS} s`,
    );
    // Where the time goes: the load generator (this process, which also serves the remotes' files), the shell's
    // server, each API process and PostgreSQL, beside whatever else the machine runs.
    const postmaster = postmasterOn(Number(new URL(postgres.url).port));
    const watched: Watched[] = [
      { label: 'load generator (this bench process)', pid: process.pid },
      { label: "shell's server", pid: site.shell.pid ?? 0 },
      { label: 'API process 1', pid: site.api.pid ?? 0 },
      { label: 'API process 2', pid: second.pid ?? 0 },
      ...(postmaster ? [{ label: 'PostgreSQL (all backends)', pid: postmaster, withChildren: true }] : []),
    ];
    const cpu = watchCpu(watched);
    // A fifth through the shell's server, the rest split between the two API processes as a balancer would.
    const runs = await Promise.all([
      ...shellKinds.map(async (kind) => ({
        label: `${kind.label} (shell)`,
        result: await load(`http://localhost:${PORTS.shell}`, RATE * 0.2 * kind.share, kind.paths),
      })),
      ...apiKinds.flatMap((kind) =>
        [PORTS.api, secondPort].map(async (port, i) => ({
          label: `${kind.label} (API ${i + 1})`,
          result: await load(`http://127.0.0.1:${port}`, RATE * 0.4 * kind.share, kind.paths),
        })),
      ),
    ]);
    const shares = cpu.stop();
    console.log(
      `  load average after:  ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const { label, result } of runs) {
      const codes = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count ?? 0} × ${code}`)
        .join(', ');
      console.log(
        `  ${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(4)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}${codes ? ` (${codes})` : ''}`,
      );
    }
    for (const line of cpuLines(shares)) console.log(line);
    // autocannon counts a timeout among the errors too: errors and non-2xx answers, each failed request once.
    const errors = runs.reduce((sum, { result: r }) => sum + r.errors + r.non2xx, 0);
    const total = runs.reduce((sum, { result: r }) => sum + r.requests.total, 0);
    console.log(
      `  ${total} requests (${(total / SECONDS).toFixed(0)} a second of ${RATE} asked), ${errors} errors (goal 0)`,
    );
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
