import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { openDatabase } from '../../api/src/db/connect';
import { writeLiveYear } from '../../api/src/live/live-fixture';
import { BENCH_PORTS } from './bench-site';
import type { FollowerStream, FollowersReport } from './live-followers';
import { percentile } from './percentile';
import { startPostgresApis } from './postgres-apis';
import type { BenchContext } from './types';

export const title =
  'Race day, live: passings posted at race pace and at 10x while Server-Sent-Event followers are connected across two API processes on PostgreSQL';

/** LIVE_RUNNERS, LIVE_FOLLOWERS, LIVE_RATE (passings a second at race pace) and LIVE_SECONDS (per phase) scale it. */
const RUNNERS = Number(process.env.LIVE_RUNNERS) || 25_000;
const FOLLOWERS = Number(process.env.LIVE_FOLLOWERS) || 5_000;
const RATE = Number(process.env.LIVE_RATE) || 40;
const SECONDS = Number(process.env.LIVE_SECONDS) || 30;
/** LIVE_API_PROCESSES: how many API processes share the followers (the feed posts to the first). */
const API_PROCESSES = Number(process.env.LIVE_API_PROCESSES) || 2;
/** LIVE_CLIENT_THREADS: worker threads the followers' streams are spread over. */
const CLIENT_THREADS = Number(process.env.LIVE_CLIENT_THREADS) || 4;
/** LIVE_OPEN_SECONDS: how long the streams may take to open, all at once, before the feed starts. */
const OPEN_SECONDS = Number(process.env.LIVE_OPEN_SECONDS) || 300;
/** Watch calls in flight at once while the followers' tickets are asked for. */
const WATCH_CALLS_AT_ONCE = 25;
const YEAR = 2026;
const KEY = 'bench-timing-key-0123456789abcdefgh';
const POINTS = ['start', '5k', '10k', '15k', '20k', 'finish'] as const;
const KM = { start: 0, '5k': 5, '10k': 10, '15k': 15, '20k': 20, finish: 21.0975 } as const;
/** A mat's reads go out in batches, as a timing system sends them: four a second. */
const BATCH_MS = 250;
const MIN = 60_000;

type Point = (typeof POINTS)[number];
interface Planned {
  bib: string;
  point: Point;
  time: string;
}

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/** The followers' thread: TypeScript run through tsx's loader, registered in the thread first. */
function followersScript(): URL {
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(tsxPackage.replace(/package\.json$/, 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./live-followers.ts', import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/** Stops a followers' thread: it closes its streams and answers what its followers saw. */
function stopFollowers(worker: Worker): Promise<FollowersReport> {
  return new Promise((resolve) => {
    worker.on('message', (message: { type: string; report?: FollowersReport }) => {
      if (message.type !== 'seen' || !message.report) return;
      resolve(message.report);
      void worker.terminate();
    });
    worker.postMessage({ type: 'stop' });
  });
}

const rssMb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * `BENCH_PORT_BASE=… npx tsx bench/src/index.ts race-day-live`: two API processes on a throwaway PostgreSQL with a
 * live year of LIVE_RUNNERS half-marathon runners; LIVE_FOLLOWERS event streams (spread over LIVE_API_PROCESSES processes, 2 by
 * default, and read by LIVE_CLIENT_THREADS worker threads, 4 by default) follow ten runners each; the feed posts to the first process only, so every event on the second went through
 * LISTEN/NOTIFY. The streams open first, all at once (LIVE_OPEN_SECONDS at most); then the feed posts on its
 * ticks without waiting for each answer. Reports the time from posting a passing to its event arriving, dropped
 * events (a followed runner's split never seen on a stream that opened and stayed open; streams that never opened
 * or closed early are counted apart), and the processes' CPU time and memory.
 */
export async function run(_context: BenchContext): Promise<void> {
  const started = Date.now();
  const apis = await startPostgresApis(BENCH_PORTS.api + 60, API_PROCESSES, {
    RACE_DATA_SEED: 'none',
    TIMING_FEED_KEYS: `bench:${KEY}`,
    TIMING_FEED_PER_MINUTE: '1000000',
    // Every follower of the bench comes from this one machine.
    LIVE_STREAMS_PER_ADDRESS: '100000',
  });
  try {
    const gun = Date.now() - 3 * 60 * MIN;
    const database = openDatabase({ kind: 'postgres', url: apis.databaseUrl });
    await writeLiveYear(database.db, { year: YEAR, gunAt: gun, half: RUNNERS }).finally(() =>
      database.close(),
    );
    console.log(
      `  ${API_PROCESSES} API process(es) on PostgreSQL and ${RUNNERS} runners up in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    // The passings of the run, point by point as a race passes the mats: phase one at RATE, phase two at 10x.
    const total = RATE * SECONDS * 11;
    const inRace = Math.min(RUNNERS, Math.ceil(total / POINTS.length));
    const plan: Planned[] = [];
    for (const point of POINTS) {
      for (let n = 1; n <= inRace && plan.length < total; n += 1) {
        const start = gun + (n % 10) * MIN;
        const pace = (240 + (n % 120)) * 1000;
        plan.push({
          bib: `H${n}`,
          point,
          time: new Date(start + Math.round(KM[point] * pace)).toISOString(),
        });
      }
    }

    // Followers: ten runners each among those the run will time, spread over the processes.
    const postedAt = new Map<string, number>();
    /** How long each feed call took to be answered (the passing is committed and announced by then). */
    const answered: number[] = [];
    const follows: string[][] = [];
    let random = 7;
    const next = () => (random = (random * 48271) % 2147483647);
    for (let f = 0; f < FOLLOWERS; f += 1) {
      // 500 distinct lists, as families follow the same club runners: a ticket per list.
      const list = Array.from({ length: 10 }, (_, i) => `H${1 + ((next() + i) % inRace)}`);
      follows.push(f < 500 ? list : (follows[f % 500] ?? list));
    }
    const tickets = new Map<number, string>();
    const lists = follows.slice(0, 500);
    for (let first = 0; first < lists.length; first += WATCH_CALLS_AT_ONCE) {
      await Promise.all(
        lists.slice(first, first + WATCH_CALLS_AT_ONCE).map(async (bibs, offset) => {
          const key = first + offset;
          const answer = await fetch(apis.apiUrl('/live/api/watch', key), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ year: YEAR, runners: [...new Set(bibs)].map((bib) => ({ bib })) }),
          }).then((response) => response.json() as Promise<{ data: { watch: string } }>);
          tickets.set(key, answer.data.watch);
        }),
      );
    }
    const streams: FollowerStream[][] = Array.from({ length: CLIENT_THREADS }, () => []);
    for (let f = 0; f < FOLLOWERS; f += 1) {
      const url = apis.apiUrl(`/live/api/events?watch=${encodeURIComponent(tickets.get(f % 500) ?? '')}`, f);
      streams[f % CLIENT_THREADS]?.push({ index: f, url });
    }
    // The opening phase: every stream is asked for at once, and the feed waits until all answered (or the window
    // closed). The followers read their events in threads of their own: the bench's reading must not be measured.
    let opened = 0;
    let failed = 0;
    const openStart = Date.now();
    const clients = streams.map((share) => {
      const worker = new Worker(followersScript(), { workerData: { streams: share } });
      worker.on('message', (message: { type: string }) => {
        if (message.type === 'opened') opened += 1;
        if (message.type === 'failed') failed += 1;
      });
      return worker;
    });
    const openBy = openStart + OPEN_SECONDS * 1000;
    while (opened + failed < FOLLOWERS && Date.now() < openBy)
      await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(
      `  ${opened} of ${FOLLOWERS} event streams open (${failed} refused or failed) on ${API_PROCESSES} API process(es) in ${((Date.now() - openStart) / 1000).toFixed(0)} s, read by ${CLIENT_THREADS} client threads`,
    );

    const cpuBefore = apis.pids.map(cpuMs);
    let cursor = 0;
    const phase = async (rate: number, label: string) => {
      const phaseStart = Date.now();
      const perBatch = Math.max(1, Math.round((rate * BATCH_MS) / 1000));
      const cpu = apis.pids.map(cpuMs);
      let refused = 0;
      let lateCalls = 0;
      let failedCalls = 0;
      let inFlight = 0;
      let mostInFlight = 0;
      // Each call goes out on its tick without waiting for the one before: a slow answer does not hold the feed.
      const calls: Promise<void>[] = [];
      for (let tick = 0; tick < (SECONDS * 1000) / BATCH_MS && cursor < plan.length; tick += 1) {
        const due = phaseStart + tick * BATCH_MS;
        const wait = due - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        else lateCalls += 1;
        const batch = plan.slice(cursor, cursor + perBatch);
        cursor += batch.length;
        const sent = Date.now();
        for (const item of batch) postedAt.set(`${item.bib}/${item.point}`, sent);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        calls.push(
          fetch(apis.apiUrl('/live/api/passings', 0), {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-timing-key': KEY },
            body: JSON.stringify({ year: YEAR, passings: batch }),
          })
            .then((response) => response.json() as Promise<{ data: { refused: number } }>)
            .then((answer) => {
              refused += answer.data.refused;
              answered.push(Date.now() - sent);
            })
            .catch(() => {
              failedCalls += 1;
            })
            .finally(() => {
              inFlight -= 1;
            }),
        );
      }
      await Promise.all(calls);
      const seconds = (Date.now() - phaseStart) / 1000;
      const used = apis.pids.map((pid, i) => ((cpuMs(pid) - (cpu[i] ?? 0)) / (seconds * 1000)) * 100);
      console.log(
        `  ${label}: ${rate} passings/s for ${seconds.toFixed(0)} s (${refused} refused, ${failedCalls} calls failed, ${lateCalls} batches sent late, at most ${mostInFlight} calls in flight); API CPU ${used.map((p) => `${p.toFixed(0)}%`).join(' + ')}; load ${loadavg()[0]?.toFixed(2)}`,
      );
    };
    await phase(RATE, 'race pace');
    await phase(RATE * 10, '10x race pace');
    // Late events: a generous while for the last ones, then anything unseen is dropped.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const seen: Set<string>[] = Array.from({ length: FOLLOWERS }, () => new Set());
    const latencies: number[] = [];
    const open = new Set<number>();
    const closedEarly = new Set<number>();
    let events = 0;
    for (const report of await Promise.all(clients.map(stopFollowers))) {
      for (const follower of report.opened) open.add(follower);
      for (const follower of report.closedEarly) closedEarly.add(follower);
      events += report.events;
      for (const [follower, id, at] of report.seen) {
        seen[follower]?.add(id);
        const sent = postedAt.get(id);
        if (sent !== undefined) latencies.push(at - sent);
      }
    }

    // Events are counted on the streams that opened: a stream never opened is reported above, not as drops.
    let expected = 0;
    let missing = 0;
    let lostOnClosed = 0;
    const posted = new Set(postedAt.keys());
    follows.forEach((bibs, f) => {
      if (!open.has(f)) return;
      for (const bib of new Set(bibs)) {
        for (const point of POINTS) {
          const id = `${bib}/${point}`;
          if (!posted.has(id)) continue;
          expected += 1;
          if (seen[f]?.has(id)) continue;
          if (closedEarly.has(f)) lostOnClosed += 1;
          else missing += 1;
        }
      }
    });
    console.log(
      `  ${open.size} streams opened; ${closedEarly.size} of them closed before the end (${lostOnClosed} events lost on those); ${events} runner events received in all`,
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    const cpuTotal = apis.pids.map((pid, i) => (cpuMs(pid) - (cpuBefore[i] ?? 0)) / 1000);
    console.log(
      `  passings posted: ${cursor} of ${plan.length} planned; events expected on the open streams ${expected}, received ${expected - missing - lostOnClosed}, dropped ${missing}`,
    );
    console.log(
      `  posted → event received: p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms (${sorted.length} events)`,
    );
    const calls = [...answered].sort((a, b) => a - b);
    console.log(
      `  feed call answered: p50 ${percentile(calls, 50)} ms, p99 ${percentile(calls, 99)} ms (${calls.length} calls)`,
    );
    const client = process.cpuUsage();
    console.log(
      `  bench process (feed and ${CLIENT_THREADS} client threads) CPU time ${((client.user + client.system) / 1e6).toFixed(1)} s; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `  API CPU time ${cpuTotal.map((s) => `${s.toFixed(1)} s`).join(' + ')}; memory ${apis.pids.map((pid) => `${rssMb(pid).toFixed(0)} MB`).join(' + ')}`,
    );
  } finally {
    await apis.stop();
  }
}
