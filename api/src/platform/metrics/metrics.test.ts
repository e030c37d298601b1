import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp } from '../../test-support/test-app';
import { buildAuthApp, passSlider, post } from '../../test-support/accounts';
import { listenForMetrics } from './metrics-listener';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const value = async (target: FastifyInstance, name: string, labels: Record<string, string>) => {
  const metric = (await target.metrics.registry.getSingleMetric(name)?.get())?.values ?? [];
  const found = metric.find((entry) =>
    Object.entries(labels).every(([key, wanted]) => String(entry.labels[key]) === wanted),
  );
  return found?.value ?? 0;
};

describe("the API's Prometheus metrics", () => {
  it('count requests by route pattern and status, time them, and count 5xx and 429 answers', async () => {
    app = await buildTestApp({ rateLimitPerMinute: 3 });
    for (let i = 0; i < 4; i++) await app.inject({ method: 'GET', url: endpoints.health.path });
    await app.inject({ method: 'GET', url: '/no/such/address/12345' });
    expect(await value(app, 'marathon_api_http_requests_total', { route: '/health', status: '200' })).toBe(3);
    expect(await value(app, 'marathon_api_http_requests_total', { route: '/health', status: '429' })).toBe(1);
    expect(await value(app, 'marathon_api_rate_limit_refusals_total', { route: '/health' })).toBe(1);
    // An address no route matches is one series, whatever was asked.
    expect(await value(app, 'marathon_api_http_requests_total', { route: 'unmatched' })).toBe(1);
    const text = await app.metrics.registry.metrics();
    expect(text).toContain(
      'marathon_api_http_request_duration_seconds_count{method="GET",route="/health"} 4',
    );
    expect(text).not.toContain('/no/such/address');
  });

  it('count code sends by channel and provider', async () => {
    app = await buildAuthApp();
    const sent = await post(app, endpoints.sendEmailCode.path, {
      ...(await passSlider(app)),
      captchaType: 20,
      accountEmail: 'metrics@example.com',
      emailSendType: 1,
    });
    expect(sent.json()).toMatchObject({ code: 0 });
    expect(
      await value(app, 'marathon_api_code_sends_total', {
        channel: 'email',
        provider: 'outbox',
        outcome: 'sent',
      }),
    ).toBe(1);
  });

  it('are served on a listener of their own, GET /metrics only', async () => {
    app = await buildTestApp();
    await app.inject({ method: 'GET', url: endpoints.health.path });
    const server = await listenForMetrics(app.metrics.registry, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await fetch(`${base}/metrics`);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      expect(await answer.text()).toContain(
        'marathon_api_http_requests_total{method="GET",route="/health",status="200"} 1',
      );
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
      // Not on the API's public port.
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the request id', () => {
  it("takes the proxy's X-Request-Id when well formed, else gives one, and answers it", async () => {
    app = await buildTestApp();
    const given = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { 'x-request-id': 'edge-0123456789abcdef' },
    });
    expect(given.headers['x-request-id']).toBe('edge-0123456789abcdef');
    const none = await app.inject({ method: 'GET', url: endpoints.health.path });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A header that could forge log lines, or bloat them, is replaced.
    const odd = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { 'x-request-id': 'x"}\n{"level":60' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await app.inject({ method: 'GET', url: '/no/such/address' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
