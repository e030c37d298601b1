import { gzipSync } from 'node:zlib';
import type { BenchContext } from './types';
import { withBrowser } from './browser';
import { installObservers, median } from './vitals';

export const title =
  'The phone site (/m/): a result at 360 px, its own address and the desktop link, LCP and CLS (median of 5 cold loads) and JS gzip';

const RUNS = 5;
const PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  width: 360,
  height: 740,
};

/** One cold load of an address at 360 px, until the result card is on screen and the network is quiet. */
async function load(url: string): Promise<{ lcp: number; cls: number; scripts: string[] }> {
  return withBrowser(async (context) => {
    const page = await context.newPage();
    await page.addInitScript(installObservers);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(url);
    await page.getByTestId('m-result').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { lcp, cls } = await page.evaluate(
      () => (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals,
    );
    return { lcp, cls, scripts };
  }, PHONE);
}

/**
 * `npx tsx bench/src/index.ts phone-site`: a runner's result opened on a phone, cold cache, no throttling: its own
 * address (/m/r/<year>/<bib>, whose card the shell's server paints), and the shared desktop link (redirected to
 * /m/#/score-search, drawn by the bundle). JavaScript is every script the page fetched, sized at gzip level 9.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const first = await (
    await fetch(site.apiUrl('/race-data/api/results?year=2024&item=half&page=1&pageSize=1'))
  ).json();
  const bib = (first as { data: { rows: { bib: string }[] } }).data.rows[0]?.bib;
  if (!bib) throw new Error('no 2024 result to open');
  const addresses = [
    { name: 'own address /m/r/', url: `${site.url()}m/r/2024/${encodeURIComponent(bib)}` },
    { name: 'desktop link', url: site.url(`/score-search?year=2024&bib=${bib}`) },
  ];
  for (const { name, url } of addresses) {
    const runs: { lcp: number; cls: number; scripts: string[] }[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await load(url));
    let bytes = 0;
    const phoneScripts = (runs[0]?.scripts ?? []).filter((script) =>
      new URL(script).pathname.startsWith('/m/'),
    );
    for (const script of phoneScripts)
      bytes += gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer()), { level: 9 }).length;
    console.log(
      `  ${name}: runs ${runs.map((run) => run.lcp.toFixed(0)).join(', ')} ms; median LCP ${median(runs.map((run) => run.lcp)).toFixed(0)} ms, ` +
        `CLS ${median(runs.map((run) => run.cls)).toFixed(3)} (from the phone page's own start)`,
    );
    console.log(
      `    phone-site JavaScript ${(bytes / 1024).toFixed(1)} KB gzip in ${phoneScripts.length} scripts (target < 100 KB); ` +
        `${(runs[0]?.scripts.length ?? 0) - phoneScripts.length} scripts of the desktop shell before a redirect`,
    );
  }
}
