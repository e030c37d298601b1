import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FILE_HOST_PREFIX, CONTENT_PATHS } from '@marathon/shared/api';
import { buildTestApp, TEST_CLOUD_CONFIG } from '../../../test-support/test-app';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const files = (relative: string): string => `${FILE_HOST_PREFIX}/${relative}`;

describe('file host', () => {
  it('serves the cloud config with the client timestamp query, an ETag and no-cache', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: `${files(CONTENT_PATHS.cloudConfig('localhost'))}?t=1737165600000`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    expect(response.json()).toEqual(TEST_CLOUD_CONFIG);

    const again = await app.inject({
      method: 'GET',
      url: files(CONTENT_PATHS.cloudConfig('localhost')),
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves both translation files as { zh, en }', async () => {
    app = await buildTestApp();
    for (const file of CONTENT_PATHS.translations) {
      const response = await app.inject({ method: 'GET', url: files(file) });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(['en', 'zh']);
    }
  });

  it('lets images be cached for a day and forbids scripts in SVG', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: files('images/logo.svg') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('compresses JSON for clients that accept gzip', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: files('i18n/big.json'),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')).zh.k1).toBe('值1');
  });

  it('answers a missing file with the 404 envelope', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: files('sites/nowhere/config.json') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
  });

  it.each([
    '/files/../package.json',
    '/files/../../../etc/passwd',
    '/files/%2e%2e/%2e%2e/etc/passwd',
    '/files/sites/..%2f..%2f..%2fetc%2fpasswd',
    '/files/..%5c..%5cetc%5cpasswd',
    '/files/%252e%252e/package.json',
    '/files/images/%00logo.svg',
    '/files/.secret',
    '/files/sites/',
  ])('refuses %s with an envelope, never the file', async (url) => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json();
    expect(body.code).toBe(response.statusCode);
    expect(body.data).toBeNull();
    expect(response.payload).not.toContain('root:');
    expect(response.payload).not.toContain('not for the public');
  });
});
