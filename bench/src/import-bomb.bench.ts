import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, setPriority, tmpdir } from 'node:os';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { endpoints } from '@marathon/shared/api';
import { xlsxBomb } from '../../api/src/test-support/zip-bomb';
import { REPO_ROOT } from '@marathon/tools/site';
import { TOTP_STEP_MS, bootstrapStaff, signInStaff, totpCode } from '@marathon/tools/staff-session';
import { BENCH_PORTS } from './bench-site';
import { percentile } from './percentile';

export const title =
  "Score lookups' p99 and the API's peak memory while a 1 GB workbook bomb and a 1,000,000-row CSV are refused";

const DURATION_S = 15;
/** Lookups a second: a steady load well under what the API answers (the lookup bench measures its rate). */
const RATE_PER_S = 200;
/** The goals: lookups within 2x of the idle p99, the API under 512 MB. */
const GOAL = { p99Factor: 2, peakMb: 512 };

interface Api {
  pid: number;
  /** The first administrator's staff session (header x-staff-session), as the organisers' page sends it. */
  session: string;
  url: (path: string) => string;
  stop(): Promise<void>;
}

/** The built API on a port of its own, with its first administrator signed in and the small race-data seed. */
async function startApi(): Promise<Api> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-bench-bomb-'));
  const port = BENCH_PORTS.api + 2;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    RACE_DATA_SEED: 'small',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const child = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null || child.pid === undefined) {
      await stop();
      throw new Error(`the API exited (${child.exitCode})`);
    }
    const ready = await fetch(url(endpoints.health.path)).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      const staff = await bootstrapStaff({ env, apiUrl: url });
      const session = await signInStaff(
        url,
        staff,
        totpCode(staff.secret, Math.floor(Date.now() / TOTP_STEP_MS)),
      );
      return { pid: child.pid, session, url, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the API did not start within 5 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Resident memory of a process (MB), from /proc. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Samples the process's memory every 20 ms until stopped; answers the peak. */
function watchMemory(pid: number): { stop(): number } {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentMb(pid));
    },
  };
}

interface Latencies {
  p50: number;
  p99: number;
  max: number;
  sent: number;
  failed: number;
}

/** One GET, its body read and dropped; answers the status. */
function get(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve(answer.statusCode ?? 0));
      answer.once('error', reject);
    })
      .once('error', reject)
      .end();
  });
}

/**
 * Lookups sent at a steady rate whatever the answers do (an open loop: runners do not wait for each other), each
 * timed from the moment it was due. A closed loop (autocannon's connections, each waiting for its answer) sends
 * almost nothing while the API is stuck, so its p99 hides a stall; here every lookup due during one waits it out
 * and counts.
 */
async function lookups(api: Api, paths: string[], durationS = DURATION_S): Promise<Latencies> {
  const intervalMs = 1000 / RATE_PER_S;
  // Node's own client over kept-alive connections: fetch costs the measuring process several times more.
  const agent = new Agent({ keepAlive: true });
  const start = performance.now();
  const latencies: number[] = [];
  const answers: Promise<void>[] = [];
  let failed = 0;
  for (let i = 0; i * intervalMs < durationS * 1000; i += 1) {
    const due = start + i * intervalMs;
    const early = due - performance.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    answers.push(
      get(agent, api.url(paths[i % paths.length] ?? '/')).then(
        (status) => {
          if (status !== 200) failed += 1;
          latencies.push(performance.now() - due);
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    sent: answers.length,
    failed,
  };
}

interface Refusal {
  name: string;
  ms: number;
  status: number;
  reason: string;
}

/**
 * The attacker: another process (so that building and sending its bodies takes nothing from the process that
 * measures the lookups), sending each file again and again until told to stop, one line of JSON per answer.
 */
const ATTACKER = `
import { readFileSync } from 'node:fs';
const [url, key, ...files] = process.argv.slice(1);
let attacking = true;
process.on('SIGTERM', () => { attacking = false; });
async function send(file) {
  const bytes = readFileSync(file);
  const name = file.split('/').pop();
  while (attacking) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'x-staff-session': key, 'accept-language': 'en' }, body: form });
    const body = await response.json();
    const reason = body.data?.problems?.[0]?.en ?? body.msg;
    console.log(JSON.stringify({ name, ms: performance.now() - started, status: response.status, reason }));
  }
}
await Promise.all(files.map(send));
`;

function startAttacker(api: Api, files: string[]): { stop(): Promise<Refusal[]> } {
  const url = api.url(`${endpoints.adminResultsImport.path}?year=2036`);
  const child = spawn(process.execPath, ['--input-type=module', '-e', ATTACKER, url, api.session, ...files], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A real attacker sends from a machine of its own: here it yields the cores to the API and to the lookups.
  if (child.pid !== undefined) setPriority(child.pid, 19);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      return output
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Refusal);
    },
  };
}

/**
 * Two files an attacker (or a careless export) sends the results import, sent again and again, two at a time, while
 * lookups go at a steady 200 a second; the same lookups without them first. Reports both p99s, the API's
 * peak resident memory during the attack and what each upload was answered.
 */
export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'marathon-bench-files-'));
  const bomb = await xlsxBomb(1024 * 1024 * 1024);
  const csv = Buffer.from(
    `bib,name,gender,age_group,id_number,race_item,gun_time,chip_time\n${',,,,,,,\n'.repeat(1_000_000)}`,
  );
  console.log(
    `  files: workbook bomb ${(bomb.length / 1024 / 1024).toFixed(1)} MB (unpacks to 1024 MB, its headers say 0), CSV ${(csv.length / 1024 / 1024).toFixed(1)} MB (1,000,000 empty rows)`,
  );
  const files = [join(dir, 'bomb.xlsx'), join(dir, 'rows.csv')];
  writeFileSync(files[0] ?? '', bomb);
  writeFileSync(files[1] ?? '', csv);
  const api = await startApi();
  try {
    const years = (await (await fetch(api.url(endpoints.raceYears.path))).json()) as {
      data: { year: number }[];
    };
    const year = years.data[0]?.year;
    const page = (await (
      await fetch(api.url(`${endpoints.results.path}?year=${year}&item=half&page=1&pageSize=50`))
    ).json()) as { data: { rows: { bib: string }[] } };
    const paths = page.data.rows.map((row) => `${endpoints.score.path}?year=${year}&bib=${row.bib}`);
    if (paths.length === 0) throw new Error('no results to look up');
    console.log(
      `  load average at the start: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')}`,
    );
    // Warm the lookups (JIT, page caches) before measuring.
    await lookups(api, paths, 3);
    const idleMemory = residentMb(api.pid);
    const idle = await lookups(api, paths);

    const memory = watchMemory(api.pid);
    const attacker = startAttacker(api, files);
    const during = await lookups(api, paths);
    const refusals = await attacker.stop();
    const peakMb = memory.stop();

    const line = (label: string, f: Latencies) =>
      `  ${label.padEnd(34)} p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(7)} ms   max ${f.max.toFixed(0).padStart(6)} ms   ${f.sent} sent at ${RATE_PER_S}/s, ${f.failed} failed`;
    console.log(line('lookups, idle', idle));
    console.log(line('lookups, while the files are sent', during));
    for (const name of ['bomb.xlsx', 'rows.csv']) {
      const mine = refusals.filter((refusal) => refusal.name === name);
      const statuses = [...new Set(mine.map((refusal) => refusal.status))].join(', ');
      const slowest = Math.max(...mine.map((refusal) => refusal.ms));
      const mean = mine.reduce((sum, refusal) => sum + refusal.ms, 0) / Math.max(1, mine.length);
      console.log(
        `  ${name.padEnd(10)} sent ${mine.length} times: HTTP ${statuses}, answered in ${mean.toFixed(0)} ms on average (slowest ${slowest.toFixed(0)} ms): "${mine[0]?.reason ?? ''}"`,
      );
    }
    const factor = during.p99 / Math.max(0.1, idle.p99);
    console.log(
      `  p99 while attacked / idle: ${factor.toFixed(2)}x (goal <= ${GOAL.p99Factor}x: ${factor <= GOAL.p99Factor ? 'met' : 'missed'})`,
    );
    console.log(
      `  API resident memory: ${idleMemory.toFixed(0)} MB idle, peak ${peakMb.toFixed(0)} MB while attacked (goal < ${GOAL.peakMb} MB: ${peakMb < GOAL.peakMb ? 'met' : 'missed'}); load average now: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
