import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '@marathon/shared/build';
import { cacheControlFor, startStaticServer } from './static-server';
import { STRICT_PAGE_POLICY } from './security-headers';
import { publicOrigin } from './site-context';

/** A policy naming the origin the server saw the request come from. */
const policyOf = (request: Parameters<typeof publicOrigin>[0]) => {
  const { protocol, hostname } = publicOrigin(request);
  return `default-src 'self' ${protocol}://${hostname}`;
};

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
  let proxied: FastifyInstance;

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
      documents: {
        '/runtime-config.json': (request) => ({ host: publicOrigin(request).hostname }),
        '/large.json': () => ({ text: '马拉松 '.repeat(2000) }),
      },
      pages: { '/reg/': 'index.html' },
      pagePolicy: policyOf,
      pageLinks: () => '<https://api.example.org>; rel=preconnect; crossorigin',
    });
    proxied = await startStaticServer({
      root: dir,
      port: 0,
      host: '127.0.0.1',
      cors: false,
      trustProxy: 1,
      documents: { '/runtime-config.json': (request) => publicOrigin(request) },
      pagePolicy: policyOf,
    });
  });

  afterAll(async () => {
    await Promise.all([remote.close(), shell.close(), proxied.close()]);
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

  it('compresses answers made per request by the visitor’s preference, q-values included', async () => {
    const ask = (encoding: string) =>
      fetch(url(shell, '/large.json'), { headers: { 'accept-encoding': encoding } }).then((response) =>
        response.headers.get('content-encoding'),
      );
    expect(await ask('gzip, br')).toBe('br');
    expect(await ask('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(await ask('br;q=0, gzip')).toBe('gzip');
    expect(await ask('identity')).toBeNull();
  });

  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'race.example.org' };

  it('puts the app’s policy on its pages and the security headers on every answer', async () => {
    for (const path of ['/', '/index.html', '/reg/']) {
      const page = await fetch(url(shell, path));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe("default-src 'self' http://127.0.0.1");
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('link')).toBe('<https://api.example.org>; rel=preconnect; crossorigin');
    }
    const script = await fetch(url(remote, '/remoteEntry.js'));
    expect(script.headers.get('link')).toBeNull();
    expect(script.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.headers.get('content-security-policy')).toBeNull();
    // A remote's own page (index.html) is no part of the site: the strict policy.
    const remotePage = await fetch(url(remote, '/index.html'));
    expect(remotePage.headers.get('content-security-policy')).toBe(STRICT_PAGE_POLICY);
  });

  it('answers unknown paths with the 404 page in the visitor’s language, on the shell and on a remote', async () => {
    for (const server of [shell, remote]) {
      for (const path of ['/nope', '/assets/missing-Abcdefgh.js', '/a/b/c.html']) {
        const response = await fetch(url(server, path));
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('content-security-policy')).toBe(STRICT_PAGE_POLICY);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const body = await response.text();
        expect(body).toContain('<html lang="zh-CN">');
        expect(body).toContain('<h1>页面不存在</h1>');
        expect(body).toContain('href="/"');
      }
    }
    // The visitor's language, as the site's cookie says.
    const english = await fetch(url(shell, '/nope'), { headers: { cookie: 'language=en' } });
    const text = await english.text();
    expect(text).toContain('<html lang="en">');
    expect(text).toContain('<h1>Page not found</h1>');
    expect(text).toContain('Back to the home page');
    expect(english.headers.get('vary')).toContain('Cookie');
  });

  it('ignores X-Forwarded-* unless the proxy is trusted: no HSTS, the policy for the real host', async () => {
    const page = await fetch(url(shell, '/'), { headers: forwarded });
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self' http://127.0.0.1");
    const manifest = await fetch(url(shell, '/runtime-config.json'), { headers: forwarded });
    expect(await manifest.json()).toEqual({ host: '127.0.0.1' });
  });

  it('behind a trusted proxy sends HSTS and makes the manifest and policy for the public origin', async () => {
    const page = await fetch(url(proxied, '/'), { headers: forwarded });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self' https://race.example.org");
    const manifest = await fetch(url(proxied, '/runtime-config.json'), { headers: forwarded });
    expect(await manifest.json()).toEqual({ protocol: 'https', hostname: 'race.example.org' });
    const withPort = await fetch(url(proxied, '/runtime-config.json'), {
      headers: { ...forwarded, 'x-forwarded-host': 'localhost:9443' },
    });
    expect(await withPort.json()).toEqual({ protocol: 'https', hostname: 'localhost', port: 9443 });
    const plain = await fetch(url(proxied, '/'));
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
