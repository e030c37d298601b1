import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SitePorts } from '@marathon/shell/server/ports';
import { startBuiltSite } from '@marathon/tools/site';
import { EDITION_PLANS, generateEdition } from '../../api/src/modules/results/generator';
import { BENCH_PORTS } from './bench-site';
import { percentile } from './percentile';

export const title =
  "1,000 page views and 300 share-link views in one minute through the shell's server, from 1,300 visitors: " +
  'pages with their start-up data and share links with their result, with and without its internal key';

const PAGE_VIEWS = 1_000;
const SHARE_VIEWS = 300;
const MINUTE_MS = 60_000;

/** Ports of this bench's own sites (the API's limits as deployed, not the shared bench site's raised ones). */
const PORTS: SitePorts = Object.fromEntries(
  Object.entries(BENCH_PORTS).map(([name, port]) => [name, port + 40]),
) as unknown as SitePorts;

interface Outcome {
  ok: boolean;
  ms: number;
}

/** One GET from a visitor behind the proxy (X-Forwarded-For, as nginx writes it); answers the body. */
function visit(agent: Agent, url: string, visitor: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // The bound domain's name (the seeded race is bound to localhost), on this machine's IPv4 address.
    const host = `localhost:${new URL(url).port}`;
    request(url, { agent, headers: { host, 'x-forwarded-for': visitor } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.once('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      answer.once('error', reject);
    })
      .once('error', reject)
      .end();
  });
}

/** The page views and share views spread evenly over one minute (an open loop: visitors do not wait for each other). */
async function oneMinute(shellUrl: string, bibs: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const plan = [
    ...Array.from({ length: PAGE_VIEWS }, (_, i) => ({ kind: 'page' as const, i })),
    ...Array.from({ length: SHARE_VIEWS }, (_, i) => ({ kind: 'share' as const, i })),
  ].sort(
    (a, b) =>
      a.i / (a.kind === 'page' ? PAGE_VIEWS : SHARE_VIEWS) -
      b.i / (b.kind === 'page' ? PAGE_VIEWS : SHARE_VIEWS),
  );
  const start = performance.now();
  const pages: Promise<Outcome>[] = [];
  const shares: Promise<Outcome>[] = [];
  for (const [n, step] of plan.entries()) {
    const due = start + (n * MINUTE_MS) / plan.length;
    const early = due - performance.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    // Each view is a visitor of its own address.
    const visitor = `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const timed = (url: string, good: (answer: { status: number; body: string }) => boolean) =>
      visit(agent, url, visitor).then(
        (answer) => ({ ok: good(answer), ms: performance.now() - due }),
        () => ({ ok: false, ms: performance.now() - due }),
      );
    if (step.kind === 'page') {
      pages.push(timed(`${shellUrl}/`, (a) => a.status === 200 && a.body.includes('id="startup-data"')));
    } else {
      const bib = bibs[step.i % bibs.length] ?? '';
      shares.push(
        timed(
          `${shellUrl}/r/2024/${encodeURIComponent(bib)}`,
          (a) => a.status === 200 && a.body.includes('og:title'),
        ),
      );
    }
  }
  const [pageOutcomes, shareOutcomes] = await Promise.all([Promise.all(pages), Promise.all(shares)]);
  agent.destroy();
  const figures = (outcomes: Outcome[]) => {
    const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    return {
      good: outcomes.filter((o) => o.ok).length,
      total: outcomes.length,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
    };
  };
  return { pages: figures(pageOutcomes), shares: figures(shareOutcomes) };
}

async function measure(label: string, shellEnv: NodeJS.ProcessEnv, bibs: string[]): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-bench-visitors-'));
  const site = await startBuiltSite({
    ports: PORTS,
    environment: 'production',
    quiet: true,
    // The API's limits as deployed (600 a minute per address); one nginx in front of the shell's server.
    apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'error', RACE_DATA_SEED: 'small' },
    trustProxy: '1',
    shellEnv,
  });
  try {
    const shellUrl = `http://127.0.0.1:${PORTS.shell}`;
    // The API prepares its data after it listens: wait until a page carries its start-up data.
    const limit = Date.now() + 180_000;
    while (
      !(await visit(new Agent(), `${shellUrl}/`, '192.0.2.1').then(
        (a) => a.body.includes('id="startup-data"'),
        () => false,
      ))
    ) {
      if (Date.now() > limit) throw new Error('the site never served a page with its start-up data');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const { pages, shares } = await oneMinute(shellUrl, bibs);
    const line = (name: string, f: typeof pages, what: string) =>
      `  ${label.padEnd(34)} ${name.padEnd(12)} ${String(f.good).padStart(4)}/${f.total} ${what}   p50 ${f.p50.toFixed(0).padStart(5)} ms   p99 ${f.p99.toFixed(0).padStart(5)} ms`;
    console.log(line('page views', pages, 'with start-up data'));
    console.log(line('share views', shares, 'with their result '));
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const [plan2024] = EDITION_PLANS.small;
  const bibs = generateEdition(plan2024)
    .results.map((r) => r.registration.bib)
    .filter((bib): bib is string => typeof bib === 'string' && bib !== '');
  await measure('as itself (INTERNAL_API_KEY)', {}, bibs);
  // As before the key: every read spends the one budget of the server's own address.
  await measure('as one address (no key)', { INTERNAL_API_KEY: '' }, bibs);
}
