import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHARED_VERSION } from '@marathon/shared/contracts';
import { FirstPaintSource } from './fragment-source';

/*
 * A remote's host that becomes slow on race day (a crowd on a busy machine): a page that already knows the
 * remote's first paint does not wait for it, and a manifest that is not read in time is not a refused one.
 */
const cacheDir = mkdtempSync(join(tmpdir(), 'fragment-source-'));
let host: FastifyInstance;
let base = '';
/** While set, the manifest's answer waits until it is released (or the reader gives up). */
let held: Promise<void> | null = null;
let release: () => void = () => {};
/** How many times the manifest was asked. */
let manifestAsks = 0;
const warnings: string[] = [];
const errors: string[] = [];
const log = {
  warn: (_data: unknown, message: string) => warnings.push(message),
  error: (_data: unknown, message: string) => errors.push(message),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  host = Fastify();
  host.get('/content/first-paint.json', async (_request, reply) => {
    manifestAsks += 1;
    if (held) await held;
    return reply.header('etag', '"v1"').send({
      sharedVersion: SHARED_VERSION,
      module: 'first-paint/view-abc.js',
      css: 'first-paint/view-abc.css',
      views: ['HomePage'],
    });
  });
  host.get('/content/first-paint/view-abc.js', async (_request, reply) =>
    reply.type('text/javascript').send('export function render() { return "<p>home</p>"; }'),
  );
  host.get('/content/first-paint/view-abc.css', async (_request, reply) =>
    reply.type('text/css').send('p{}'),
  );
  base = `${await host.listen({ port: 0, host: '127.0.0.1' })}/content/`;
});

afterAll(async () => {
  release();
  await host.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

it(
  'serves the first paint it knows while a slow host is asked again, and keeps it when the host times out',
  { timeout: 60_000 },
  async () => {
    // Every view asks again here (nothing is believed fresh), so each meets the slow host.
    const source = new FirstPaintSource('content', base, cacheDir, log, 0);
    const first = await source.get();
    expect(first?.manifest.views).toEqual(['HomePage']);

    held = new Promise((resolve) => (release = resolve));
    // The host holds its answer: the page gets the first paint it had, without waiting for the host.
    expect((await source.get())?.version).toBe(first?.version);
    // It did not wait for the look to give up (it gives up after 1.5 s, and says so).
    expect(warnings).toEqual([]);

    // The look behind it gives up (too slow, not wrong): logged as such, nothing refused, the first paint kept.
    await expect.poll(() => warnings.length, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/^first paint: (manifest not read|not read in time)$/);
    expect(errors).toEqual([]);
    release();
    held = null;
    expect((await source.get())?.version).toBe(first?.version);
  },
);

it('asks a remote’s host once a second at most, however many pages are built', async () => {
  const source = new FirstPaintSource('content', base, cacheDir, log, 60_000);
  const first = await source.get();
  const asked = manifestAsks;
  const views = await Promise.all(Array.from({ length: 50 }, () => source.get()));
  expect(views.every((view) => view?.version === first?.version)).toBe(true);
  expect(manifestAsks).toBe(asked);
});
