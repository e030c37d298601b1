import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../shared/build/precompress';
import { cacheControlFor, startStaticServer } from './static-server';

describe('cacheControlFor', () => {
  it('caches hashed assets forever and revalidates entry points', () => {
    expect(cacheControlFor('/x/assets/bootstrap-D-e9jk-K.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/assets/bootstrap-D-e9jk-K.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js.gz')).toBe('no-cache');
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/favicon.svg')).toBe('public, max-age=3600');
  });
});

describe('the production static server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  const big = `export const text = ${JSON.stringify('马拉松 '.repeat(2000))};\n`;
  let remote: FastifyInstance;
  let shell: FastifyInstance;

  beforeAll(async () => {
    writeFileSync(join(dir, 'remoteEntry.js'), big);
    writeFileSync(join(dir, 'chunk-Abcdefgh.js'), big);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><p>hi</p>');
    await precompressDir(dir);
    remote = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1', cors: true });
    shell = await startStaticServer({
      root: dir,
      port: 0,
      host: '127.0.0.1',
      cors: false,
      documents: { '/runtime-config.json': (host) => ({ host }) },
    });
  });

  afterAll(async () => {
    await Promise.all([remote.close(), shell.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  const url = (server: FastifyInstance, path: string) => {
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}${path}`;
  };

  it('serves brotli when asked, never-stale remoteEntry.js and immutable chunks, with CORS on a remote', async () => {
    const entry = await fetch(url(remote, '/remoteEntry.js'), { headers: { 'accept-encoding': 'br' } });
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('etag')).toBeTruthy();
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(await entry.text()).toBe(big);

    const chunk = await fetch(url(remote, '/chunk-Abcdefgh.js'), { headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers.get('content-encoding')).toBe('gzip');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends no CORS header from the shell and makes the manifest per request, never cached stale', async () => {
    const page = await fetch(url(shell, '/'));
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(url(shell, '/runtime-config.json'));
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ host: '127.0.0.1' });
  });
});
