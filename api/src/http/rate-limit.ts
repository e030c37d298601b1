import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { databaseRateLimitStore } from '../shared-state/rate-limit-store';
import { failures } from './api-failure';

/**
 * One generous budget per client IP over every route; the auth calls add tighter ones of their own. The counts
 * live in the database, so processes behind a load balancer share them and a restart forgets none.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  perMinute: number,
  db: Kysely<Database>,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    store: databaseRateLimitStore(db),
    max: perMinute,
    timeWindow: 60_000,
    // Thrown by the plugin, answered by our error handler as an envelope 429.
    errorResponseBuilder: () => failures.tooManyRequests(),
  });
}
