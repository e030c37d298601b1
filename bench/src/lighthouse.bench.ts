import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { BENCH_PORTS } from './bench-site';
import { auditPage } from './lighthouse-audit';
import { pageFigures, type PageFigures } from './lighthouse-figures';
import { printMedians } from './lighthouse-table';
import type { OneBundlePage } from './one-bundle/page-views';
import { buildOneBundle, startOneBundleSite, type OneBundleSite } from './one-bundle/site';
import type { BenchContext } from './types';

export const title = 'Lighthouse 12, desktop preset: the federated site vs the same app as one bundle';

/** LIGHTHOUSE_RUNS: runs of each page on each build (medians of them are printed). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
/** LIGHTHOUSE_REPORTS=<folder>: keep every run's report (JSON; the Lighthouse viewer opens it). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** Beside the bench site's own ports (shell, remotes at +1…+4, API at +80): one per page's baseline. */
const ONE_BUNDLE_PORT = BENCH_PORTS.shell + 10;

/** The home page, a content document page and the score lookup, each as a first visit. */
const ALL_PAGES: { name: OneBundlePage; hash: string }[] = [
  { name: 'home', hash: '' },
  { name: 'document', hash: '/race-information/race-rules' },
  { name: 'score', hash: '/score-search' },
];
/** LIGHTHOUSE_PAGES=document,score: only these pages (all of them when unset), to study one page's change. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.name)) : ALL_PAGES;
const BUILDS = ['federated', 'one-bundle'] as const;
type Build = (typeof BUILDS)[number];

const loadText = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/**
 * `BENCH_PORT_BASE=29000 npx tsx bench/src/index.ts lighthouse`: builds each page's one-bundle baseline
 * (bench/src/one-bundle), serves them beside the bench site against the same API, then runs Lighthouse on
 * each page of each build, LIGHTHOUSE_RUNS times, alternating builds so a change of machine load touches both.
 */
export async function run({ site }: BenchContext): Promise<void> {
  for (const page of PAGES) await buildOneBundle(page.name);
  const oneBundles = new Map<OneBundlePage, OneBundleSite>();
  const url = (build: Build, page: (typeof PAGES)[number]) => {
    if (build === 'federated') return site.url(page.hash);
    const oneBundle = oneBundles.get(page.name);
    if (!oneBundle) throw new Error(`no one-bundle site for ${page.name}`);
    return oneBundle.url(page.hash);
  };
  const figures = new Map<string, PageFigures[]>();
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  console.log(`  load average before: ${loadText()}; ${RUNS} runs of each page on each build`);
  try {
    for (const [i, page] of PAGES.entries()) {
      oneBundles.set(page.name, await startOneBundleSite(page.name, ONE_BUNDLE_PORT + i, BENCH_PORTS));
    }
    for (let i = 1; i <= RUNS; i += 1) {
      for (const page of PAGES) {
        for (const build of BUILDS) {
          const lhr = await auditPage(url(build, page));
          if (REPORTS) writeFileSync(join(REPORTS, `${page.name}-${build}-${i}.json`), JSON.stringify(lhr));
          const key = `${page.name}|${build}`;
          figures.set(key, [...(figures.get(key) ?? []), await pageFigures(lhr)]);
        }
      }
    }
  } finally {
    await Promise.all([...oneBundles.values()].map((oneBundle) => oneBundle.stop()));
  }
  console.log(`  load average after:  ${loadText()}`);
  printMedians(
    PAGES.flatMap((page) =>
      BUILDS.map((build) => ({
        page: page.name,
        build,
        runs: figures.get(`${page.name}|${build}`) ?? [],
      })),
    ),
  );
  console.log(
    '  medians; times are Lighthouse’s simulated ones; steps: sequential requests before the LCP element’s',
  );
}
