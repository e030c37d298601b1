import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { finisherBibs } from './postgres-apis';
import type { BenchContext } from './types';

export const title =
  'Certificates at scale: distinct PNG certificates per second (cold, then kept), and the lookups beside them';

/** CERTIFICATES: distinct bibs drawn (default 600); CERTIFICATE_CONCURRENCY: requests at once (default 4). */
const COUNT = Number(process.env.CERTIFICATES) || 600;
const CONCURRENCY = Number(process.env.CERTIFICATE_CONCURRENCY) || 4;
/** The goal: 25,000 distinct certificates within 10 minutes on one 2-core API. */
const GOAL_PER_SECOND = 25_000 / 600;

const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** CPU seconds a process has used, every thread (libuv's pool, where certificates are drawn, included). */
function cpuSeconds(pid: number): number {
  // /proc/<pid>/stat: the fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function fetchAll(urls: string[]): Promise<{ seconds: number; errors: number; bytes: number }> {
  let next = 0;
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < urls.length) {
        const url = urls[next++] as string;
        const response = await fetch(url).catch(() => null);
        if (!response?.ok) errors += 1;
        else bytes += (await response.arrayBuffer()).byteLength;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, errors, bytes };
}

/**
 * `npx tsx bench/src/index.ts certificates`: PNG certificates of distinct 2024 finishers from the bench site's API
 * (SQLite, one process), while autocannon asks score lookups at a light load (2 connections) beside them; then the
 * same certificates again, now read from the store. Nothing was drawn ahead: the seed is not an import, so this is
 * the worst case of race day (every certificate drawn on request). On a shared machine the rate follows the load
 * average; the API's own CPU time per certificate does not, so the rate two cores of its own would give is printed
 * beside it.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const bibs = await finisherBibs(site.apiUrl, COUNT + 200);
  const drawn = bibs.slice(0, COUNT);
  const lookups = bibs.slice(COUNT).map((bib) => `/race-data/api/score?year=2024&bib=${bib}`);
  const urls = drawn.map((bib) => site.apiUrl(`/race-data/api/certificate?year=2024&bib=${bib}&format=png`));
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
  const cold = await fetchAll(urls);
  const coldCpu = cpuSeconds(pid) - cpuBefore;
  const loadCold = loads();
  beside.stop();
  const lookupFigures = await beside.finished;
  const warmBefore = cpuSeconds(pid);
  const warm = await fetchAll(urls);
  const warmCpu = cpuSeconds(pid) - warmBefore;
  const rate = (figures: { seconds: number }) => COUNT / figures.seconds;
  /** Certificates a second on two cores doing nothing else, from the API's CPU time (lookups beside included). */
  const onTwoCores = (cpu: number) => (2 * COUNT) / cpu;
  console.log(
    `  cold (drawn):  ${rate(cold).toFixed(1)} certificates/s, ${cold.errors} errors, ~${(cold.bytes / COUNT / 1024).toFixed(0)} KB each   goal >= ${GOAL_PER_SECOND.toFixed(0)}/s: ${rate(cold) >= GOAL_PER_SECOND ? 'met' : 'missed'}`,
  );
  console.log(
    `  cold: the API used ${((coldCpu / COUNT) * 1000).toFixed(0)} ms of CPU per certificate (lookups beside included): ~${onTwoCores(coldCpu).toFixed(0)}/s on two cores of its own   goal: ${onTwoCores(coldCpu) >= GOAL_PER_SECOND ? 'met' : 'missed'}; load average after: ${loadCold}`,
  );
  console.log(
    `  warm (kept):   ${rate(warm).toFixed(1)} certificates/s, ${warm.errors} errors; ${((warmCpu / COUNT) * 1000).toFixed(0)} ms of CPU each, ~${onTwoCores(warmCpu).toFixed(0)}/s on two cores of its own`,
  );
  console.log(
    `  lookups beside the cold drawing: p50 ${lookupFigures.latency.p50} ms, p99 ${lookupFigures.latency.p99} ms, ${lookupFigures.requests.average.toFixed(0)} req/s, errors ${lookupFigures.errors + lookupFigures.non2xx}`,
  );
  console.log(
    `  at that rate 25,000 certificates take ${(25_000 / rate(cold) / 60).toFixed(1)} min cold, ${(25_000 / rate(warm) / 60).toFixed(1)} min kept`,
  );
}
