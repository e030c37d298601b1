import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { finisherBibs } from './postgres-apis';
import type { BenchContext } from './types';

export const title =
  'Certificates at scale: distinct PNG certificates per second (cold, then kept), and the lookups beside them';

/**
 * CERTIFICATES: distinct bibs drawn beside the lookups (default 600); CERTIFICATES_ALONE: more drawn with nothing
 * beside them (default 200); CERTIFICATE_CONCURRENCY: requests at once (default 4).
 */
const COUNT = Number(process.env.CERTIFICATES) || 600;
const ALONE = Number(process.env.CERTIFICATES_ALONE) || 200;
const CONCURRENCY = Number(process.env.CERTIFICATE_CONCURRENCY) || 4;
/** The goal: 25,000 distinct certificates within 10 minutes on one 2-core API. */
const GOAL_PER_SECOND = 25_000 / 600;

const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A /proc stat file's fields after the command's closing parenthesis: utime and stime are the 12th and 13th. */
const statFields = (file: string) => readFileSync(file, 'latin1').split(') ')[1]?.split(' ') ?? [];
const cpuOf = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) / 100;

/** CPU seconds a process has used, every thread (the drawing threads and libuv's pool included). */
const cpuSeconds = (pid: number): number => cpuOf(statFields(`/proc/${pid}/stat`));

/**
 * CPU seconds the API's certificate drawing threads have used: its threads at a lower priority than its own (the
 * 17th field is a thread's nice value). A thread that ended is not counted: the pool keeps them a minute idle.
 */
function drawingSeconds(pid: number): number {
  let seconds = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const fields = existsSync(`/proc/${pid}/task/${task}`)
      ? statFields(`/proc/${pid}/task/${task}/stat`)
      : [];
    if (Number(fields[16]) > 0) seconds += cpuOf(fields);
  }
  return seconds;
}

/** Fetches `urls`, CONCURRENCY at once, in the thread that runs it; answers the figures. */
const FETCH_ALL = `
const { parentPort, workerData } = require('node:worker_threads');
const { urls, concurrency } = workerData;
let next = 0, errors = 0, bytes = 0;
const started = performance.now();
Promise.all(Array.from({ length: concurrency }, async () => {
  while (next < urls.length) {
    const response = await fetch(urls[next++]).catch(() => null);
    if (!response || !response.ok) errors += 1;
    else bytes += (await response.arrayBuffer()).byteLength;
  }
})).then(() => parentPort.postMessage({ seconds: (performance.now() - started) / 1000, errors, bytes, count: urls.length }));
`;

/**
 * The certificates fetched in a thread of their own: reading 100 PNGs of 130 KB a second on the bench's own
 * thread held its event loop up to a tenth of a second (p99 74 ms on a load average of 9), and autocannon, on that
 * loop, counted the wait into the lookups' latency beside them. The server's latency is what is measured.
 */
function fetchAll(
  urls: string[],
): Promise<{ seconds: number; errors: number; bytes: number; count: number }> {
  const worker = new Worker(FETCH_ALL, { eval: true, workerData: { urls, concurrency: CONCURRENCY } });
  return new Promise((resolve, reject) => {
    worker.once('message', (figures: { seconds: number; errors: number; bytes: number; count: number }) => {
      resolve(figures);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * `npx tsx bench/src/index.ts certificates`: PNG certificates of distinct 2024 finishers from the bench site's API
 * (SQLite, one process), while autocannon asks score lookups at a light load (2 connections) beside them. Nothing
 * was drawn ahead: the seed is not an import, so this is the worst case of race day (every certificate drawn on
 * request). Then more distinct certificates with nothing beside them: on a shared machine the rate follows the load average, the API's CPU time per certificate does not,
 * so the rate two cores of its own would give is printed from it (the lookups' CPU, most of the API's CPU in the
 * first run, is left out of it). Then the same certificates again, now kept (as the pre-rendering after an import
 * leaves them, read from the storage adapter), with the same lookups beside them; and how long pre-rendering 25,000
 * after an import takes, from the CPU a certificate costs drawn alone.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const bibs = await finisherBibs(site.apiUrl, COUNT + ALONE + 200);
  const pngUrl = (bib: string) => site.apiUrl(`/race-data/api/certificate?year=2024&bib=${bib}&format=png`);
  const urls = bibs.slice(0, COUNT).map(pngUrl);
  const aloneUrls = bibs.slice(COUNT, COUNT + ALONE).map(pngUrl);
  const lookups = bibs.slice(COUNT + ALONE).map((bib) => `/race-data/api/score?year=2024&bib=${bib}`);
  console.log(`  load average before: ${loads()}; ${COUNT} bibs, ${CONCURRENCY} at once`);
  const pid = site.api.pid as number;
  let i = 0;
  /** Score lookups at a light load (2 connections) until stopped, or for `duration` seconds. */
  const lookupLoad = (duration = 3600) => {
    let done: (result: autocannon.Result) => void = () => {};
    const finished = new Promise<autocannon.Result>((resolve) => (done = resolve));
    const instance = autocannon(
      {
        url: site.apiUrl(''),
        connections: 2,
        duration,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: lookups[i++ % lookups.length] ?? '/' }),
          },
        ],
      },
      (_error, result) => done(result),
    );
    return { stop: () => instance.stop(), finished };
  };
  // The same lookups alone first: on a shared machine their p99 follows the load, and this is what to compare with.
  const alone = await lookupLoad(10).finished;
  console.log(
    `  lookups alone (10 s): p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms, ${alone.requests.average.toFixed(0)} req/s; load average ${loads()}`,
  );
  const beside = lookupLoad();
  const cpuBefore = cpuSeconds(pid);
  const drawingBefore = drawingSeconds(pid);
  const cold = await fetchAll(urls);
  const coldCpu = cpuSeconds(pid) - cpuBefore;
  const coldDrawing = drawingSeconds(pid) - drawingBefore;
  const loadCold = loads();
  beside.stop();
  const lookupFigures = await beside.finished;
  // More distinct certificates with nothing beside them: the CPU a cold certificate costs the API on its own.
  const aloneBefore = cpuSeconds(pid);
  const coldAlone = await fetchAll(aloneUrls);
  const aloneCpu = cpuSeconds(pid) - aloneBefore;
  const loadAlone = loads();
  // Kept certificates (as the pre-rendering after an import leaves them) with the same lookups beside them.
  const warmBeside = lookupLoad();
  const warmBefore = cpuSeconds(pid);
  // Whether the lookups' latency beside is the API's: a late event loop here would be counted into it.
  const benchLoop = monitorEventLoopDelay({ resolution: 5 });
  benchLoop.enable();
  const benchCpuBefore = process.cpuUsage();
  const warm = await fetchAll(urls);
  benchLoop.disable();
  const benchCpu = process.cpuUsage(benchCpuBefore);
  console.log(
    `  warm: the bench's own thread (autocannon's clock) CPU ${(((benchCpu.user + benchCpu.system) / 1e6 / warm.seconds) * 100).toFixed(0)}% of a core, its event loop delay p99 ${(benchLoop.percentile(99) / 1e6).toFixed(0)} ms max ${(benchLoop.max / 1e6).toFixed(0)} ms; API CPU ${(((cpuSeconds(pid) - warmBefore) / warm.seconds) * 100).toFixed(0)}% of a core`,
  );
  const warmCpu = cpuSeconds(pid) - warmBefore;
  const loadWarm = loads();
  warmBeside.stop();
  const warmLookups = await warmBeside.finished;
  const rate = (figures: { seconds: number; count: number }) => figures.count / figures.seconds;
  const ms = (cpu: number, count: number) => ((cpu / count) * 1000).toFixed(0);
  /** Certificates a second on two cores doing nothing else, from the API's CPU time. */
  const onTwoCores = (cpu: number, count: number) => (2 * count) / cpu;
  const goal = (perSecond: number) => (perSecond >= GOAL_PER_SECOND ? 'met' : 'missed');
  console.log(
    `  cold (drawn):  ${rate(cold).toFixed(1)} certificates/s, ${cold.errors} errors, ~${(cold.bytes / COUNT / 1024).toFixed(0)} KB each   goal >= ${GOAL_PER_SECOND.toFixed(0)}/s: ${goal(rate(cold))}`,
  );
  console.log(
    `  cold: the API used ${ms(coldCpu, COUNT)} ms of CPU per certificate, lookups beside included (its drawing threads ${ms(coldDrawing, COUNT)} ms); load average after: ${loadCold}`,
  );
  console.log(
    `  cold alone (${ALONE} more, no lookups beside): ${rate(coldAlone).toFixed(1)} certificates/s, ${coldAlone.errors} errors; ${ms(aloneCpu, ALONE)} ms of CPU each: ~${onTwoCores(aloneCpu, ALONE).toFixed(0)}/s on two cores of its own   goal: ${goal(onTwoCores(aloneCpu, ALONE))}; load average after: ${loadAlone}`,
  );
  console.log(
    `  warm (kept, read from the store): ${rate(warm).toFixed(1)} certificates/s, ${warm.errors} errors; ${ms(warmCpu, COUNT)} ms of API CPU each (lookups beside included), ~${onTwoCores(warmCpu, COUNT).toFixed(0)}/s on two cores of its own   goal >= ${GOAL_PER_SECOND.toFixed(0)}/s: ${goal(rate(warm))}; load average after: ${loadWarm}`,
  );
  console.log(
    `  lookups beside the kept certificates: p50 ${warmLookups.latency.p50} ms, p99 ${warmLookups.latency.p99} ms (alone: ${alone.latency.p99} ms), ${warmLookups.requests.average.toFixed(0)} req/s, errors ${warmLookups.errors + warmLookups.non2xx}`,
  );
  // Pre-rendering after an import draws one certificate at a time per CERTIFICATE_PRERENDER (default 1), each
  // keeping about a core busy: its time for 25,000 follows from the CPU a certificate costs drawn alone.
  const perCertificate = aloneCpu / ALONE;
  for (const drawers of [1, 2]) {
    console.log(
      `  pre-rendering 25,000 after an import (CERTIFICATE_PRERENDER=${drawers}, from ${ms(aloneCpu, ALONE)} ms of CPU each): ~${((25_000 * perCertificate) / drawers / 60).toFixed(0)} min on ${drawers} core${drawers > 1 ? 's' : ''} of its own`,
    );
  }
  console.log(
    `  lookups beside the cold drawing: p50 ${lookupFigures.latency.p50} ms, p99 ${lookupFigures.latency.p99} ms, ${lookupFigures.requests.average.toFixed(0)} req/s, errors ${lookupFigures.errors + lookupFigures.non2xx}`,
  );
  console.log(
    `  at that rate 25,000 certificates take ${(25_000 / rate(cold) / 60).toFixed(1)} min cold, ${(25_000 / rate(warm) / 60).toFixed(1)} min kept`,
  );
}
