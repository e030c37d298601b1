import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { databaseRateLimitStore } from '../shared-state/rate-limit-store';
import { failures } from './api-failure';
import { INTERNAL_CLIENT, clientAddressOf } from './client-address';

declare module 'fastify' {
  interface FastifyInstance {
    /** A route's own budget as the rate limit takes it: the shell's server's own calls get theirs instead. */
    routeBudget: (perMinute: number) => (request: FastifyRequest, key: string) => number;
  }
}

export interface RateLimitOptions {
  /** Requests per minute per client address over every route. */
  perMinute: number;
  /** Requests per minute of the shell's server's calls as itself (internal key, no visitor named). */
  internalPerMinute: number;
  db: Kysely<Database>;
  /** While the database is not migrated yet nothing is counted: only /health answers then. */
  countsReady?: () => boolean;
}

/**
 * One generous budget per client address over every route; the auth calls add tighter ones of their own. The
 * counts live in the database, so processes behind a load balancer share them and a restart forgets none.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { perMinute, internalPerMinute, db, countsReady = () => true }: RateLimitOptions,
): Promise<void> {
  const budget =
    (routePerMinute: number) =>
    (_request: FastifyRequest, key: string): number =>
      key === INTERNAL_CLIENT ? Math.max(internalPerMinute, routePerMinute) : routePerMinute;
  app.decorate('routeBudget', budget);
  await app.register(rateLimit, {
    global: true,
    store: databaseRateLimitStore(db),
    max: budget(perMinute),
    timeWindow: 60_000,
    keyGenerator: clientAddressOf,
    allowList: () => !countsReady(),
    // Thrown by the plugin, answered by our error handler as an envelope 429.
    errorResponseBuilder: () => failures.tooManyRequests(),
  });
}
