import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { databaseRateLimitStore } from '../shared-state/rate-limit-store';
import { failures } from './api-failure';
import { clientAddressOf } from './client-address';

/**
 * One generous budget per client IP over every route; the auth calls add tighter ones of their own. The counts
 * live in the database, so processes behind a load balancer share them and a restart forgets none. While the
 * database is not migrated yet (`countsReady` false) nothing is counted: only /health answers then.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  perMinute: number,
  db: Kysely<Database>,
  countsReady: () => boolean = () => true,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    store: databaseRateLimitStore(db),
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: clientAddressOf,
    allowList: () => !countsReady(),
    // Thrown by the plugin, answered by our error handler as an envelope 429.
    errorResponseBuilder: () => failures.tooManyRequests(),
  });
}
