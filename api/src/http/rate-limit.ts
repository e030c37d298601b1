import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { failures } from './api-failure';

/** One generous budget per client IP over every route; the auth calls add tighter ones of their own. */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    // Thrown by the plugin, answered by our error handler as an envelope 429.
    errorResponseBuilder: () => failures.tooManyRequests(),
  });
}
