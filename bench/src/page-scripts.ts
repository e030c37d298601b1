import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { withBrowser } from './browser';
import { BENCH_PORTS } from './bench-site';
import { chunkOf, SHELL_CODE } from './chunk-names';

const SHARED_CHUNK = /__federation_shared_(.+?)-[A-Za-z0-9_-]{8}\.js$/;

export const PARTS = [
  'shell',
  'shared libraries',
  'remote-content',
  'remote-search',
  'remote-auth',
  'remote-signup',
  'remote-admin',
] as const;
export type Part = (typeof PARTS)[number];

/** The shell's own code by the chunk names `chunkOf` knows as its; every other chunk it serves holds library code. */
function partOf(href: string): Part {
  const port = Number(new URL(href).port);
  if (port === BENCH_PORTS.content) return 'remote-content';
  if (port === BENCH_PORTS.auth) return 'remote-auth';
  if (port === BENCH_PORTS.search) return 'remote-search';
  if (port === BENCH_PORTS.signup) return 'remote-signup';
  if (port === BENCH_PORTS.admin) return 'remote-admin';
  return chunkOf(href).chunk === SHELL_CODE ? 'shell' : 'shared libraries';
}

export interface PageScripts {
  count: number;
  /** gzip bytes per app that served them. */
  totals: Map<Part, number>;
  /** gzip bytes per library (or app code) the chunks hold, by the chunk names `chunkOf` knows. */
  libraries: Map<string, number>;
  /** Distinct files fetched per federated shared library: one is the goal. */
  copies: Map<string, number>;
}

/**
 * Opens a page in Chromium with a cold cache, waits until `ready` says it is shown and the network is idle, then
 * sizes every script it fetched at gzip level 9 (what a visitor without brotli downloads), split by app.
 */
export async function measurePageScripts(
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<PageScripts> {
  const scripts = await withBrowser(async (context) => {
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') urls.add(response.url());
    });
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return [...urls];
  });
  const totals = new Map<Part, number>();
  const libraries = new Map<string, number>();
  const copies = new Map<string, number>();
  for (const href of scripts) {
    const body = Buffer.from(await (await fetch(href)).arrayBuffer());
    const part = partOf(href);
    const gzip = gzipSync(body, { level: 9 }).length;
    totals.set(part, (totals.get(part) ?? 0) + gzip);
    const { chunk } = chunkOf(href);
    libraries.set(chunk, (libraries.get(chunk) ?? 0) + gzip);
    const shared = SHARED_CHUNK.exec(new URL(href).pathname)?.[1];
    if (shared) copies.set(shared, (copies.get(shared) ?? 0) + 1);
  }
  return { count: scripts.length, totals, libraries, copies };
}

/** Prints the figures: KB per app, the total, KB per library, and the copies of each shared library. */
export function printPageScripts({ count, totals, libraries, copies }: PageScripts, target?: string): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  let sum = 0;
  for (const part of PARTS) {
    const bytes = totals.get(part) ?? 0;
    sum += bytes;
    console.log(`  ${part.padEnd(18)} ${kb(bytes)} KB`);
  }
  console.log(
    `  ${'total'.padEnd(18)} ${kb(sum)} KB   (${count} scripts${target ? `; target ${target}` : ''})`,
  );
  console.log("  by library (a remote's own copy of a library is named with the remote):");
  for (const [name, bytes] of [...libraries].sort((a, b) => b[1] - a[1]))
    console.log(`    ${name.padEnd(42)} ${kb(bytes)} KB`);
  console.log('  copies loaded of each shared library:');
  for (const [name, n] of [...copies].sort()) console.log(`    ${decodeURIComponent(name).padEnd(34)} ${n}`);
}
