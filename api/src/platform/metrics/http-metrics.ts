import type { FastifyInstance } from 'fastify';
import type { ApiMetrics } from './api-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's Prometheus metrics: routes count what they do (code sends, imports) here. */
    metrics: ApiMetrics;
  }
}

/** Every answer counted and timed by its route's pattern; one that matched no route counts as `unmatched`. */
export function registerHttpMetrics(app: FastifyInstance, metrics: ApiMetrics): void {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.requests.inc({ method: request.method, route, status: String(status) });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) metrics.errors.inc({ method: request.method, route });
    if (status === 429) metrics.rateLimited.inc({ route });
  });
}
