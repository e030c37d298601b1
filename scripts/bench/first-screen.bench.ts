import { gzipSync } from 'node:zlib';
import type { BenchContext } from './types';
import { withBrowser } from './browser';
import { BENCH_PORTS } from './bench-site';

export const title = 'First-screen JavaScript of the home page (KB gzip) and copies of shared libraries';

const SHARED_CHUNK = /__federation_shared_(.+?)-[A-Za-z0-9_-]{8}\.js$/;

type Part = 'shell' | 'shared libraries' | 'remote-content' | 'remote-auth' | 'remote-search';

/** The shell's own chunks are named after its modules; every other chunk it serves holds library code. */
const SHELL_CODE = /\/(index|bootstrap|ReloginDialog)-[A-Za-z0-9_-]{8}\.js$/;

function partOf(url: URL): Part {
  const port = Number(url.port);
  if (port === BENCH_PORTS.content) return 'remote-content';
  if (port === BENCH_PORTS.auth) return 'remote-auth';
  if (port === BENCH_PORTS.search) return 'remote-search';
  return SHELL_CODE.test(url.pathname) ? 'shell' : 'shared libraries';
}

/**
 * Loads the home page in Chromium with a cold cache until the home page and the search entry cards are shown,
 * then sizes every script it fetched at gzip level 9 (what a visitor without brotli downloads), split by the app
 * that served it. A shared library counts once per distinct file fetched: one is the goal.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const scripts = await withBrowser(async (context) => {
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') urls.add(response.url());
    });
    await page.goto(site.url());
    await page.getByTestId('home-page').waitFor({ timeout: 30_000 });
    await page.getByTestId('search-entries').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...urls];
  });

  const totals = new Map<Part, number>();
  const copies = new Map<string, number>();
  for (const href of scripts) {
    const url = new URL(href);
    const body = Buffer.from(await (await fetch(href)).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    const part = partOf(url);
    totals.set(part, (totals.get(part) ?? 0) + gz);
    const shared = SHARED_CHUNK.exec(url.pathname)?.[1];
    if (shared) copies.set(shared, (copies.get(shared) ?? 0) + 1);
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  let sum = 0;
  for (const part of [
    'shell',
    'shared libraries',
    'remote-content',
    'remote-search',
    'remote-auth',
  ] as Part[]) {
    const bytes = totals.get(part) ?? 0;
    sum += bytes;
    console.log(`  ${part.padEnd(18)} ${kb(bytes)} KB`);
  }
  console.log(`  ${'total'.padEnd(18)} ${kb(sum)} KB   (${scripts.length} scripts; target < 150 KB)`);
  console.log('  copies loaded of each shared library:');
  for (const [name, count] of [...copies].sort())
    console.log(`    ${decodeURIComponent(name).padEnd(34)} ${count}`);
}
