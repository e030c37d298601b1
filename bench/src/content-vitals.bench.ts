import { gzipSync } from 'node:zlib';
import type { BenchContext } from './types';
import { withBrowser } from './browser';
import { BENCH_PORTS } from './bench-site';
import { installObservers, median } from './vitals';

export const title = 'Home page LCP and CLS (median of 5 cold loads) and the JS remote-content adds to it';

const RUNS = 5;

interface Vitals {
  lcp: number;
  lcpElement: string;
  cls: number;
  contentScripts: string[];
}

/** One cold load (fresh profile, empty cache) of the home page until its content and entry cards are shown. */
async function coldLoad(url: string): Promise<Vitals> {
  return withBrowser(async (context) => {
    const page = await context.newPage();
    await page.addInitScript(installObservers);
    const contentScripts: string[] = [];
    page.on('response', (response) => {
      const responseUrl = new URL(response.url());
      if (
        response.request().resourceType() === 'script' &&
        Number(responseUrl.port) === BENCH_PORTS.content
      ) {
        contentScripts.push(response.url());
      }
    });
    await page.goto(url);
    await page.getByTestId('home-page').waitFor({ timeout: 30_000 });
    await page.getByTestId('search-entries').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Late shifts (images, fonts) settle within a moment of network idle.
    await page.waitForTimeout(1000);
    const vitals = await page.evaluate(
      () => (window as unknown as { __vitals: Omit<Vitals, 'contentScripts'> }).__vitals,
    );
    return { ...vitals, contentScripts };
  });
}

/**
 * `npx tsx bench/src/index.ts content-vitals`: Chromium against the production build, no throttling, a
 * 1280 × 900 window. Also sizes (gzip level 9) every script the content remote served for the first screen.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const runs: Vitals[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await coldLoad(site.url()));

  for (const [i, r] of runs.entries()) {
    console.log(
      `  run ${i + 1}: LCP ${r.lcp.toFixed(0).padStart(5)} ms (${r.lcpElement || 'text'})   CLS ${r.cls.toFixed(4)}`,
    );
  }
  console.log(`  median LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms`);
  console.log(`  median CLS ${median(runs.map((r) => r.cls)).toFixed(4)}`);

  const scripts = [...new Set(runs[0]?.contentScripts ?? [])];
  let total = 0;
  for (const href of scripts) {
    const body = Buffer.from(await (await fetch(href)).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    console.log(`    ${(gz / 1024).toFixed(1).padStart(6)} KB  ${new URL(href).pathname.slice(1)}`);
  }
  console.log(
    `  remote-content on the first screen: ${(total / 1024).toFixed(1)} KB gzip (${scripts.length} scripts)`,
  );
}
