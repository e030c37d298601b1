import { gzipSync } from 'node:zlib';
import { withBrowser } from './browser';
import { chunkOf } from './chunk-names';
import { median } from './vitals';
import type { BenchContext } from './types';

export const title =
  "A result link's first-screen JavaScript: scripts asked for before the card is on screen (KiB gzip), beside the home page's";

const RUNS = 3;

/** Scripts a cold load asks for before `shown` is in the document, sized at gzip level 9; and the time it shows. */
async function firstScreen(
  url: string,
  shown: string,
): Promise<{ kib: number; scripts: number; at: number; top: [string, number][] }> {
  return withBrowser(async (context) => {
    const page = await context.newPage();
    await page.addInitScript((selector: string) => {
      const seen = { at: 0 };
      (window as unknown as { __shown: typeof seen }).__shown = seen;
      new MutationObserver(() => {
        if (!seen.at && document.querySelector(selector)) seen.at = performance.now();
      }).observe(document, { childList: true, subtree: true });
    }, shown);
    await page.goto(url);
    await page.locator(shown).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { at, entries } = await page.evaluate(() => ({
      at: (window as unknown as { __shown: { at: number } }).__shown.at,
      entries: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    const before = [...new Set(entries.filter((entry) => entry.start < at).map((entry) => entry.name))];
    const sizes: [string, number][] = [];
    for (const name of before) {
      const body = Buffer.from(await (await fetch(name)).arrayBuffer());
      sizes.push([chunkOf(name).chunk, gzipSync(body, { level: 9 }).length]);
    }
    return {
      kib: sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024,
      scripts: before.length,
      at,
      top: sizes.sort((a, b) => b[1] - a[1]).slice(0, 6),
    };
  });
}

/**
 * `npx tsx scripts/bench/index.ts result-first-screen`: the newest year's winner's result link and the home page,
 * cold, RUNS times each; what the page asked for before its first screen (the card; the home page's cards) showed.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const first = (await (
    await fetch(site.apiUrl('/race-data/api/results?year=2024&item=half&page=1&pageSize=1'))
  ).json()) as {
    data: { rows: { bib: string }[] };
  };
  const bib = first.data.rows[0]?.bib;
  if (!bib) throw new Error('no 2024 result');
  for (const [name, url, shown] of [
    ['home page', site.url(), '[data-testid="search-entries"]'],
    ['result link', site.url(`/score-search?year=2024&bib=${bib}`), '[data-testid="score-result"]'],
  ] as const) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await firstScreen(url, shown));
    const kib = median(runs.map((run) => run.kib));
    console.log(
      `  ${name.padEnd(12)} ${kib.toFixed(1).padStart(6)} KiB gzip in ${runs[0]?.scripts ?? 0} scripts before it shows (median ${median(runs.map((run) => run.at)).toFixed(0)} ms)${name === 'result link' ? `   goal <= 150 KiB: ${kib <= 150 ? 'met' : 'missed'}` : ''}`,
    );
    console.log(
      `    largest: ${(runs[0]?.top ?? []).map(([chunk, bytes]) => `${chunk} ${(bytes / 1024).toFixed(1)}`).join(', ')}`,
    );
  }
}
