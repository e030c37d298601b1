import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { openDatabase } from '../../api/src/platform/db/connect';
import { openLiveBus } from '../../api/src/modules/live/bus';
import { writeLiveYear } from '../../api/src/modules/live/live-fixture.test-support';
import { BENCH_PORTS } from './bench-site';
import type { FollowerStream, FollowersReport, LoopLag } from './live-followers';
import { bucketPercentile, bucketsBetween, bucketsOf, scrapeMetrics, sumAndCount } from './live-metrics';
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
/**
 * LIVE_OPEN_PER_SECOND: streams asked for a second while they open (500: 5,000 in 10 s). All at once (a large
 * number) overflows the API's listen backlog (511): some connections then fail in the client, not in the API.
 */
const OPEN_PER_SECOND = Number(process.env.LIVE_OPEN_PER_SECOND) || 500;
/** Watch calls in flight at once while the followers' tickets are asked for. */
const WATCH_CALLS_AT_ONCE = 25;
const YEAR = 2026;
const KEY = 'bench-timing-key-0123456789abcdefgh';
const POINTS = ['start', '5k', '10k', '15k', '20k', 'finish'] as const;
const KM = { start: 0, '5k': 5, '10k': 10, '15k': 15, '20k': 20, finish: 21.0975 } as const;
/** A mat's reads go out in batches, as a timing system sends them: four a second. */
const BATCH_MS = 250;
const MIN = 60_000;
/** After each phase, a while for its last events to arrive (anything unseen after it is dropped). */
const SETTLE_MS = 10_000;
const DELAY_METRIC = 'marathon_live_event_delay_seconds';
const FEED_METRIC = 'marathon_live_feed_stage_seconds';
const FEED_STAGES = ['key', 'read', 'judge', 'write', 'notify', 'handler'] as const;

/** What one phase of the feed measured. */
interface PhaseFigures {
  label: string;
  rate: number;
  seconds: number;
  refused: number;
  failedCalls: number;
  lateCalls: number;
  mostInFlight: number;
  /** Each API process's CPU over the phase, in % of one core, and its memory at the end. */
  cpu: number[];
  /** Each API process's time waiting for a core while runnable, in % of the phase (summed over its threads). */
  runQueue: number[];
  /** PostgreSQL's CPU over the phase, in % of one core. */
  databaseCpu: number;
  memoryMb: number[];
  load: number;
  /** Feed calls' answer times, and posted → NOTIFY heard by a listener, sorted. */
  calls: number[];
  notified: number[];
  /** In the API processes: change heard → event written on a stream, p99 bucket. */
  runnerWait: { count: number; atMostMs: number } | null;
  placesWait: { count: number; atMostMs: number } | null;
  /** In the API taking the feed: each stage's mean and p99 bucket (ms). */
  feedStages: { stage: string; meanMs: number; p99: { count: number; atMostMs: number } | null }[];
  /** The bench process's own CPU over the phase (the feed and the client threads), in % of one core. */
  benchCpu: number;
  feedLagMs: number;
  clientLag: LoopLag[];
}

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
/**
 * CPU time of the PostgreSQL server: its main process, its connections' processes alive now, and those that ended
 * (a connection's process that ended is counted in its parent's children's time, fields cutime and cstime).
 */
function databaseCpuMs(pid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const ticks = (from: number, to: number) =>
        fields.slice(from, to + 1).reduce((sum, field) => sum + Number(field), 0);
      if (Number(entry) === pid) total += ticks(11, 14) * 10;
      else if (Number(fields[1]) === pid) total += ticks(11, 12) * 10;
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/**
 * How long a process's threads waited for a core while runnable (ms, from /proc/<pid>/task/<tid>/schedstat's second
 * field): a process slow with little CPU of its own, and long waits here, was starved by the machine's other work.
 */
function runQueueWaitMs(pid: number): number {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
    } catch {
      // The thread ended while the list was read.
    }
  }
  return total;
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

/**
 * The kernel's count of connections dropped because a listen backlog was full (TcpExtListenOverflows, for the whole
 * machine): streams that open slowly or fail while it grows were refused by a full backlog, not by the API.
 */
function listenOverflows(): number {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const header = lines.findIndex((line) => line.startsWith('TcpExt:'));
  const names = lines[header]?.split(' ') ?? [];
  const values = lines[header + 1]?.split(' ') ?? [];
  return Number(values[names.indexOf('ListenOverflows')] ?? 0);
}

const rssMb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * `BENCH_PORT_BASE=… npx tsx bench/src/index.ts race-day-live`: two API processes on a throwaway PostgreSQL with a
 * live year of LIVE_RUNNERS half-marathon runners; LIVE_FOLLOWERS event streams (spread over LIVE_API_PROCESSES
 * processes, 2 by default, and read by LIVE_CLIENT_THREADS worker threads, 4 by default) follow ten runners each;
 * the feed posts to the first process only, so every event on the second went through LISTEN/NOTIFY. The streams
 * open first, LIVE_OPEN_PER_SECOND a second (LIVE_OPEN_SECONDS at most); then the feed posts on its ticks without
 * waiting for each answer, at race pace then at 10x, each phase followed by 10 s for its last events. Reports per
 * phase: posted → event received (p50, p99), dropped events (a followed runner's split never seen on a stream that
 * opened and stayed open; streams that never opened or closed early are counted apart), and where the time went:
 * the feed call's answer, posted → NOTIFY heard by a listener of the bench's own, change heard → event written in
 * the API (its metrics), the event loop delay of the feed's and the clients' threads, the API processes' CPU, their
 * time waiting for a core (a busy machine starves them), PostgreSQL's CPU, and memory.
 */
export async function run(_context: BenchContext): Promise<void> {
  const started = Date.now();
  const metricsPorts = Array.from({ length: API_PROCESSES }, (_, i) => BENCH_PORTS.api + 80 + i);
  const apis = await startPostgresApis(BENCH_PORTS.api + 60, API_PROCESSES, (index) => ({
    METRICS_PORT: String(metricsPorts[index]),
    RACE_DATA_SEED: 'none',
    TIMING_FEED_KEYS: `bench:${KEY}`,
    TIMING_FEED_PER_MINUTE: '1000000',
    // Every follower of the bench comes from this one machine.
    LIVE_STREAMS_PER_ADDRESS: '100000',
  }));
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
    const failures = new Map<string, number>();
    const openStart = Date.now();
    const overflowsBefore = listenOverflows();
    const clients = streams.map((share) => {
      const worker = new Worker(followersScript(), {
        workerData: { streams: share, openPerSecond: OPEN_PER_SECOND / CLIENT_THREADS },
      });
      worker.on('message', (message: { type: string; status?: number; why?: string }) => {
        if (message.type === 'opened') opened += 1;
        if (message.type !== 'failed') return;
        failed += 1;
        const why = message.status ? `HTTP ${message.status}` : `no connection (${message.why ?? 'unknown'})`;
        failures.set(why, (failures.get(why) ?? 0) + 1);
      });
      return worker;
    });
    const openBy = openStart + OPEN_SECONDS * 1000;
    while (opened + failed < FOLLOWERS && Date.now() < openBy)
      await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(
      `  ${opened} of ${FOLLOWERS} event streams open (${failed} refused or failed${failed > 0 ? `: ${[...failures].map(([why, count]) => `${count} ${why}`).join(', ')}` : ''}) on ${API_PROCESSES} API process(es) in ${((Date.now() - openStart) / 1000).toFixed(0)} s (asked for at ${OPEN_PER_SECOND} a second), read by ${CLIENT_THREADS} client threads; connections dropped by a full listen backlog meanwhile (whole machine): ${listenOverflows() - overflowsBefore}`,
    );

    const cpuBefore = apis.pids.map(cpuMs);
    // A listener of the live bus of its own, as a third process: when each change's NOTIFY reached a listener.
    const busDb = openDatabase({ kind: 'postgres', url: apis.databaseUrl });
    const bus = await openLiveBus({ kind: 'postgres', url: apis.databaseUrl }, busDb.db, (message) =>
      console.log(`  bench bus listener: ${message}`),
    );
    /** Per bib, the moments its posted calls went out whose NOTIFY was not heard yet (first in, first out). */
    const notifyDue = new Map<string, number[]>();
    let notified: number[] = [];
    bus.subscribe(({ bibs }) => {
      const now = Date.now();
      for (const bib of bibs) {
        const sent = notifyDue.get(bib)?.shift();
        if (sent !== undefined) notified.push(now - sent);
      }
    });
    const feedLag = monitorEventLoopDelay({ resolution: 10 });
    feedLag.enable();
    const clientLag = () =>
      Promise.all(
        clients.map(
          (worker) =>
            new Promise<LoopLag>((resolve) => {
              const heard = (message: { type: string; lag?: LoopLag }) => {
                if (message.type !== 'lag' || !message.lag) return;
                worker.off('message', heard);
                resolve(message.lag);
              };
              worker.on('message', heard);
              worker.postMessage({ type: 'lag' });
            }),
        ),
      );
    await clientLag();

    /** Which phase posted each passing (`bib/point`), for the figures of each phase apart. */
    const phaseOf = new Map<string, string>();
    const phases: PhaseFigures[] = [];
    let cursor = 0;
    const phase = async (rate: number, label: string) => {
      const phaseStart = Date.now();
      const perBatch = Math.max(1, Math.round((rate * BATCH_MS) / 1000));
      const cpu = apis.pids.map(cpuMs);
      const waits = apis.pids.map(runQueueWaitMs);
      const databaseCpu = databaseCpuMs(apis.databasePid);
      const benchBefore = process.cpuUsage();
      const metricsBefore = await scrapeMetrics(metricsPorts);
      notified = [];
      feedLag.reset();
      const answered: number[] = [];
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
        for (const item of batch) {
          const id = `${item.bib}/${item.point}`;
          postedAt.set(id, sent);
          phaseOf.set(id, label);
        }
        for (const bib of new Set(batch.map((item) => item.bib))) {
          let due = notifyDue.get(bib);
          if (!due) notifyDue.set(bib, (due = []));
          due.push(sent);
        }
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
      // The events of the phase's last passings: a while for them to arrive before the next phase starts.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const seconds = (Date.now() - phaseStart) / 1000;
      const used = apis.pids.map((pid, i) => ((cpuMs(pid) - (cpu[i] ?? 0)) / (seconds * 1000)) * 100);
      const queued = apis.pids.map(
        (pid, i) => ((runQueueWaitMs(pid) - (waits[i] ?? 0)) / (seconds * 1000)) * 100,
      );
      const databaseUsed = ((databaseCpuMs(apis.databasePid) - databaseCpu) / (seconds * 1000)) * 100;
      const benchUsed = process.cpuUsage(benchBefore);
      const benchCpu = ((benchUsed.user + benchUsed.system) / 1000 / (seconds * 1000)) * 100;
      const metricsAfter = await scrapeMetrics(metricsPorts);
      const waited = (kind: string) =>
        bucketPercentile(
          bucketsBetween(
            bucketsOf(metricsBefore, DELAY_METRIC, kind),
            bucketsOf(metricsAfter, DELAY_METRIC, kind),
          ),
          99,
        );
      phases.push({
        label,
        rate,
        seconds,
        refused,
        failedCalls,
        lateCalls,
        mostInFlight,
        cpu: used,
        runQueue: queued,
        databaseCpu: databaseUsed,
        memoryMb: apis.pids.map(rssMb),
        load: loadavg()[0] ?? 0,
        calls: answered.sort((a, b) => a - b),
        notified: [...notified].sort((a, b) => a - b),
        runnerWait: waited('runner'),
        placesWait: waited('places'),
        feedStages: FEED_STAGES.map((stage) => {
          const before = sumAndCount(metricsBefore, FEED_METRIC, stage, 'stage');
          const after = sumAndCount(metricsAfter, FEED_METRIC, stage, 'stage');
          const count = after.count - before.count;
          return {
            stage,
            meanMs: count > 0 ? ((after.sum - before.sum) / count) * 1000 : 0,
            p99: bucketPercentile(
              bucketsBetween(
                bucketsOf(metricsBefore, FEED_METRIC, stage, 'stage'),
                bucketsOf(metricsAfter, FEED_METRIC, stage, 'stage'),
              ),
              99,
            ),
          };
        }),
        benchCpu,
        feedLagMs: feedLag.percentile(99) / 1e6,
        clientLag: await clientLag(),
      });
      console.log(
        `  ${label}: ${rate} passings/s for ${seconds.toFixed(0)} s with ${SETTLE_MS / 1000} s to settle (${refused} refused, ${failedCalls} calls failed, ${lateCalls} batches sent late, at most ${mostInFlight} calls in flight); load ${loadavg()[0]?.toFixed(2)}`,
      );
    };
    await phase(RATE, 'race pace');
    await phase(RATE * 10, '10x race pace');
    await bus.close();
    await busDb.close();
    const seen: Set<string>[] = Array.from({ length: FOLLOWERS }, () => new Set());
    const latencies = new Map<string, number[]>();
    const open = new Set<number>();
    const closedEarly = new Set<number>();
    let events = 0;
    let placesEvents = 0;
    for (const report of await Promise.all(clients.map(stopFollowers))) {
      for (const follower of report.opened) open.add(follower);
      for (const follower of report.closedEarly) closedEarly.add(follower);
      events += report.events;
      placesEvents += report.places;
      for (const [follower, id, at] of report.seen) {
        seen[follower]?.add(id);
        const sent = postedAt.get(id);
        const label = phaseOf.get(id);
        if (sent === undefined || label === undefined) continue;
        let list = latencies.get(label);
        if (!list) latencies.set(label, (list = []));
        list.push(at - sent);
      }
    }

    // Events are counted on the streams that opened: a stream never opened is reported above, not as drops.
    const expected = new Map<string, number>();
    const missing = new Map<string, number>();
    let lostOnClosed = 0;
    const count = (counts: Map<string, number>, label: string) =>
      counts.set(label, (counts.get(label) ?? 0) + 1);
    follows.forEach((bibs, f) => {
      if (!open.has(f)) return;
      for (const bib of new Set(bibs)) {
        for (const point of POINTS) {
          const id = `${bib}/${point}`;
          const label = phaseOf.get(id);
          if (label === undefined) continue;
          count(expected, label);
          if (seen[f]?.has(id)) continue;
          if (closedEarly.has(f)) lostOnClosed += 1;
          else count(missing, label);
        }
      }
    });
    console.log(
      `  ${open.size} streams opened; ${closedEarly.size} of them closed before the end (${lostOnClosed} events lost on those); ${events} runner events and ${placesEvents} places events received in all; passings posted: ${cursor} of ${plan.length} planned`,
    );
    const ms = (value: number) => `${Math.round(value)} ms`;
    const upTo = (figure: { count: number; atMostMs: number } | null) =>
      figure ? `≤ ${figure.atMostMs === Infinity ? '∞' : ms(figure.atMostMs)} (${figure.count})` : 'none';
    for (const figures of phases) {
      const sorted = (latencies.get(figures.label) ?? []).sort((a, b) => a - b);
      const wanted = expected.get(figures.label) ?? 0;
      const dropped = missing.get(figures.label) ?? 0;
      console.log(`  ${figures.label} (${figures.rate} passings/s):`);
      console.log(
        `    posted → event received: p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)} (${sorted.length} events); events expected ${wanted}, dropped ${dropped}`,
      );
      console.log(
        `    feed call answered: p50 ${ms(percentile(figures.calls, 50))}, p99 ${ms(percentile(figures.calls, 99))} (${figures.calls.length} calls, at most ${figures.mostInFlight} in flight, ${figures.lateCalls} sent late, ${figures.failedCalls} failed, ${figures.refused} passings refused)`,
      );
      console.log(
        `    posted → NOTIFY heard by a third listener: p50 ${ms(percentile(figures.notified, 50))}, p99 ${ms(percentile(figures.notified, 99))} (${figures.notified.length} bibs)`,
      );
      console.log(
        `    in the API, change heard → event written, p99: own change ${upTo(figures.runnerWait)}, places moved ${upTo(figures.placesWait)} (sent at most every 10 s by design)`,
      );
      console.log(
        `    in the API taking the feed, mean / p99 per stage: ${figures.feedStages.map((f) => `${f.stage} ${ms(f.meanMs)} / ${upTo(f.p99)}`).join(', ')}`,
      );
      console.log(
        `    event loop delay p99: feed thread ${ms(figures.feedLagMs)}, client threads ${figures.clientLag.map((lag) => ms(lag.p99Ms)).join(' / ')} (max ${ms(Math.max(...figures.clientLag.map((lag) => lag.maxMs)))})`,
      );
      console.log(
        `    API CPU ${figures.cpu.map((p) => `${p.toFixed(0)}%`).join(' + ')} (waiting for a core ${figures.runQueue.map((p) => `${p.toFixed(0)}%`).join(' + ')} of the time), PostgreSQL CPU ${figures.databaseCpu.toFixed(0)}%, bench process CPU ${figures.benchCpu.toFixed(0)}%; API memory ${figures.memoryMb.map((mb) => `${mb.toFixed(0)} MB`).join(' + ')}; load ${figures.load.toFixed(2)}`,
      );
    }
    const cpuTotal = apis.pids.map((pid, i) => (cpuMs(pid) - (cpuBefore[i] ?? 0)) / 1000);
    const client = process.cpuUsage();
    console.log(
      `  bench process (feed and ${CLIENT_THREADS} client threads) CPU time ${((client.user + client.system) / 1e6).toFixed(1)} s; API CPU time ${cpuTotal.map((s) => `${s.toFixed(1)} s`).join(' + ')}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await apis.stop();
  }
}
