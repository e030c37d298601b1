import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp } from '../../test-support/test-app';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const forwardedHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'race.example.org' };

describe('security headers of the API', () => {
  it('marks every answer nosniff with a referrer policy, and JSON with a policy that loads nothing', async () => {
    app = await buildTestApp();
    for (const url of [endpoints.health.path, '/no/such/route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('leaves the file host’s own policies (a PDF or image may be shown in the site’s frames)', async () => {
    app = await buildTestApp();
    const json = await app.inject({ method: 'GET', url: '/files/i18n/general.json' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const svg = await app.inject({ method: 'GET', url: '/files/images/logo.svg' });
    expect(svg.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when a trusted proxy says the visitor came over HTTPS', async () => {
    app = await buildTestApp();
    const untrusted = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: forwardedHttps,
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    await app.close();
    app = await buildTestApp({ trustProxy: 1 });
    const trusted = await app.inject({ method: 'GET', url: endpoints.health.path, headers: forwardedHttps });
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await app.inject({ method: 'GET', url: endpoints.health.path });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
