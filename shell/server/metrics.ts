import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of the shell's server: requests by route pattern and status, their latency, 5xx answers and
 * the process's own figures. Served on a listener of their own (SHELL_METRICS_PORT, bound to SHELL_METRICS_HOST,
 * 127.0.0.1 unless told) that opens when the server listens: nginx proxies only the server's port, so the figures
 * never reach the public. Unset: counted, not served.
 */
export function registerShellMetrics(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): Registry {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'marathon_shell_http_requests_total',
    help: "Requests the shell's server answered, by method, route pattern and status",
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new Histogram({
    name: 'marathon_shell_http_request_duration_seconds',
    help: "Time the shell's server took to answer, by method and route pattern",
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const errors = new Counter({
    name: 'marathon_shell_http_errors_total',
    help: "Requests the shell's server answered with a 5xx status, by route pattern",
    labelNames: ['route'],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the address asked for: a scanner's junk adds no series.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ route });
  });

  const port = Number(env.SHELL_METRICS_PORT ?? '');
  if (Number.isInteger(port) && port > 0) {
    collectDefaultMetrics({ register: registry });
    const host = env.SHELL_METRICS_HOST?.trim() || '127.0.0.1';
    const server = Fastify({ logger: false });
    server.get('/metrics', async (_request, reply) =>
      reply.type(registry.contentType).send(await registry.metrics()),
    );
    app.addHook('onListen', async () => {
      await server.listen({ port, host });
      app.log.info({ metrics: `http://${host}:${port}/metrics` }, 'metrics served on their own listener');
    });
    app.addHook('onClose', async () => server.close());
  }
  return registry;
}
