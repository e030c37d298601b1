import autocannon from 'autocannon';
import { API_PATHS, FILE_HOST_PREFIX } from '@marathon/shared/api';
import type { BenchContext } from './types';

export const title =
  'Score lookups per second and p99 with the 2024 data, against a static JSON file of similar size';

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
        apiUrl(`${API_PATHS.results}?year=2024&item=${item}&page=${page * 37}&pageSize=50`),
      );
      const body = (await response.json()) as { data: { rows: { bib: string }[]; total: number } | null };
      bibs.push(...(body.data?.rows.map((row) => row.bib) ?? []));
    }
  }
  return bibs;
}

/**
 * Starts with a check that the 2024 data is the full seed, then runs autocannon twice against the same production
 * API: score lookups by bib (GET, each a different runner) and the static JSON file. The ratio is the figure.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const years = (await (await fetch(site.apiUrl(API_PATHS.raceYears))).json()) as {
    data: { year: number; registrations: number; finishers: number }[];
  };
  const y2024 = years.data.find((year) => year.year === 2024);
  console.log(`  2024 data: ${y2024?.registrations ?? 0} registrations, ${y2024?.finishers ?? 0} results`);
  const bibs = await someBibs(site.apiUrl);
  if (bibs.length === 0) throw new Error('no 2024 results to look up');
  const lookups = bibs.map((bib) => `${API_PATHS.score}?year=2024&bib=${bib}`);
  const base = site.apiUrl('');

  // Warm both paths (JIT, SQLite page cache) before measuring.
  await load(base, lookups.slice(0, 50), 2).catch(() => undefined);
  const row = (name: string, f: Figures) =>
    `  ${name.padEnd(26)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   ~${f.bytes.toFixed(0)} B/answer   errors ${f.errors}, non-2xx ${f.non2xx}`;
  console.log(`  ${DURATION_S} s per run, ${bibs.length} different bibs`);
  for (const connections of CONNECTION_COUNTS) {
    const lookup = await load(base, lookups, connections);
    const file = await load(base, [STATIC_FILE], connections);
    console.log(`  ${connections} connections:`);
    console.log(row('score lookup by bib', lookup));
    console.log(row('static JSON file', file));
    const ratio = lookup.rps / Math.max(1, file.rps);
    console.log(
      `  ratio lookup/static: ${ratio.toFixed(2)} (target >= 0.5)   lookup p99 ${lookup.p99} ms (target < 20 ms)`,
    );
  }
}
