import type { BenchContext } from './types';
import { measureLoadChain, medians, type LoadChain } from './load-chain';

export const title =
  'Home page request chain: serial script steps before the first render, steps to LCP (median of 5)';

const RUNS = 5;

/** Without throttling, then with 40 ms per request each way (Lighthouse's simulated round trip). */
const LATENCIES = [0, 40];

/**
 * `npx tsx bench/src/index.ts load-chain`: cold loads of the home page until its content and entry cards are
 * shown. A step is a request that could only start after another finished; the longest such chain of scripts is
 * what federation's loading adds before start-up code can run.
 */
export async function run({ site }: BenchContext): Promise<void> {
  for (const latency of LATENCIES) {
    const runs: LoadChain[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(
        await measureLoadChain(
          site.url(),
          async (page) => {
            await page.getByTestId('home-page').waitFor({ timeout: 60_000 });
            await page.getByTestId('search-entries').waitFor({ timeout: 60_000 });
          },
          latency,
        ),
      );
    }
    const m = medians(runs);
    console.log(
      `  latency ${latency} ms: ${m.scriptSteps} script steps before first render, ${m.stepsToLcp} steps to LCP, ` +
        `${m.scripts} scripts; first render ${m.firstRender.toFixed(0)} ms, LCP ${m.lcp.toFixed(0)} ms ` +
        `(${runs[0]?.lcpElement || 'text'})`,
    );
    console.log(`    longest script chain: ${runs[0]?.chain.join(' → ') ?? ''}`);
  }
}
