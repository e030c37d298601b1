import { createServer } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerShellMetrics } from './metrics';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe("the shell's server metrics", () => {
  it('count and time requests by route pattern, and serve them on their own port only', async () => {
    const metricsPort = await freePort();
    const app = Fastify();
    registerShellMetrics(app, { SHELL_METRICS_PORT: String(metricsPort) });
    app.get('/share/:id', async () => 'a share page');
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      await fetch(`${base}/share/1`);
      await fetch(`${base}/share/2`);
      await fetch(`${base}/broken`);
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(text).toContain(
        'marathon_shell_http_requests_total{method="GET",route="/share/:id",status="200"} 2',
      );
      expect(text).toContain('marathon_shell_http_errors_total{route="/broken"} 1');
      expect(text).toContain(
        'marathon_shell_http_request_duration_seconds_count{method="GET",route="/share/:id"} 2',
      );
      expect(text).toContain('process_cpu_user_seconds_total');
      // Not on the public port.
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    } finally {
      await app.close();
    }
    // Closed with the server.
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });

  it('counts without a listener when no port is set', async () => {
    const app = Fastify();
    const registry = registerShellMetrics(app, {});
    app.get('/health', async () => ({ status: 'ready' }));
    await app.inject({ method: 'GET', url: '/health' });
    expect(await registry.metrics()).toContain(
      'marathon_shell_http_requests_total{method="GET",route="/health",status="200"} 1',
    );
    await app.close();
  });
});
