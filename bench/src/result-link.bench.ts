import type { BenchContext } from './types';
import { withBrowser } from './browser';
import { median } from './vitals';

export const title = 'A shared result link: time until the result is on screen (median of 5 cold loads)';

const RUNS = 5;
/** Lighthouse's simulated round trip, so the figure also shows what the request chain costs. */
const LATENCY_MS = 40;

/** One cold load of the link until the result card is shown; the time is the page's own clock from navigation. */
async function coldLoad(url: string, latency: number): Promise<number> {
  return withBrowser(async (context) => {
    const page = await context.newPage();
    if (latency > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.addInitScript(() => {
      const seen = { at: 0 };
      (window as unknown as { __result: typeof seen }).__result = seen;
      new MutationObserver(() => {
        if (!seen.at && document.querySelector('[data-testid="score-result"]')) seen.at = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    await page.getByTestId('score-result').waitFor({ timeout: 60_000 });
    return page.evaluate(() => (window as unknown as { __result: { at: number } }).__result.at);
  });
}

/**
 * `npx tsx bench/src/index.ts result-link`: the address a runner shares (#/score-search?year=…&bib=…) for the
 * newest year's winner, opened cold in Chromium, without throttling and with 40 ms added to every request.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const years = (await (await fetch(site.apiUrl('/race-data/api/years'))).json()) as {
    data: Array<{ year: number; finishers: number }>;
  };
  const year = years.data.find((candidate) => candidate.finishers > 0)?.year;
  if (!year) throw new Error('no year with finishers');
  const first = (await (
    await fetch(site.apiUrl(`/race-data/api/results?year=${year}&item=half&page=1&pageSize=1`))
  ).json()) as { data: { rows: Array<{ bib: string }> } };
  const bib = first.data.rows[0]?.bib;
  if (!bib) throw new Error(`no finisher in ${year}`);
  const url = site.url(`/score-search?year=${year}&bib=${encodeURIComponent(bib)}`);
  for (const latency of [0, LATENCY_MS]) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await coldLoad(url, latency));
    console.log(
      `  ${latency ? `+${latency} ms per request` : 'no throttling     '}  result on screen: median ${median(times).toFixed(0)} ms  (${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
  }
}
