import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readCounter } from './counters';
import { HitBatches } from './hit-batches';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit over the shared counters, so every process behind a load balancer spends one
 * budget per address. The plugin builds the store itself (`new Store(options)`), so the database comes in by
 * closure. Each route with limits of its own gets a child whose keys carry the route.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  // One for every route's store: the keys carry the route.
  const hits = new HitBatches(db);
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
      hits.hit(this.prefix + key, timeWindow, max).then(
        (hit) => callback(null, { current: hit.current, ttl: hit.expiresAt - Date.now() }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's non-counting peek (`{ increment: false }`). */
    read(key: string, callback: Callback): void {
      const now = Date.now();
      readCounter(db, this.prefix + key, now).then(
        (state) =>
          callback(
            null,
            state ? { current: state.hits, ttl: state.expiresAt - now } : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: {
      method?: unknown;
      url?: unknown;
      routeInfo?: { method?: unknown; url?: unknown };
    }) {
      // The plugin hands the merged route settings; the route itself is under routeInfo.
      const route = routeOptions.routeInfo ?? routeOptions;
      return new DatabaseStore(undefined, `${this.prefix}${String(route.method)} ${String(route.url)}:`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
