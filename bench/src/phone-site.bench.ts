import { gzipSync } from 'node:zlib';
import type { BenchContext } from './types';
import { withBrowser } from './browser';
import { installObservers, median } from './vitals';

export const title =
  'The phone site (/m/): a result deep link at 360 px, LCP (median of 5 cold loads) and JS gzip';

const RUNS = 5;
const PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  width: 360,
  height: 740,
};

/**
 * `npx tsx bench/src/index.ts phone-site`: a runner's shared result link opened on a phone (the desktop address,
 * redirected to /m/), cold cache, no throttling. JavaScript is every script the page fetched, sized at gzip level 9.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const first = await (
    await fetch(site.apiUrl('/race-data/api/results?year=2024&item=half&page=1&pageSize=1'))
  ).json();
  const bib = (first as { data: { rows: { bib: string }[] } }).data.rows[0]?.bib;
  if (!bib) throw new Error('no 2024 result to open');
  const runs: { lcp: number; scripts: string[] }[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(
      await withBrowser(async (context) => {
        const page = await context.newPage();
        await page.addInitScript(installObservers);
        const scripts: string[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.url());
        });
        await page.goto(site.url(`/score-search?year=2024&bib=${bib}`));
        await page.getByTestId('m-result').waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        const { lcp } = await page.evaluate(
          () => (window as unknown as { __vitals: { lcp: number } }).__vitals,
        );
        return { lcp, scripts };
      }, PHONE),
    );
  }
  let bytes = 0;
  const phoneScripts = (runs[0]?.scripts ?? []).filter((url) => new URL(url).pathname.startsWith('/m/'));
  for (const url of phoneScripts)
    bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  for (const [i, run] of runs.entries())
    console.log(`  run ${i + 1}: LCP ${run.lcp.toFixed(0).padStart(5)} ms`);
  console.log(
    `  median LCP ${median(runs.map((run) => run.lcp)).toFixed(0)} ms (from the phone page's own start, after the redirect)`,
  );
  console.log(
    `  phone-site JavaScript ${(bytes / 1024).toFixed(1)} KB gzip in ${phoneScripts.length} scripts (target < 100 KB); ` +
      `the desktop shell fetched ${(runs[0]?.scripts.length ?? 0) - phoneScripts.length} before redirecting`,
  );
}
