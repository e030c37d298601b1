import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { endpoints } from '@marathon/shared/api';
import type { AppContext } from '../platform/context';
import { ApiFailure } from '../platform/http/api-failure';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_MSG } from '../platform/http/error-handler';
import { noStore } from '../platform/http/http-cache';
import { route } from '../platform/http/route';
import { STARTING_MSG, STARTING_STATUS } from './startup/gate';

/**
 * For load balancers and start scripts: 200 `ready` only when the start has finished and the database answers;
 * 503 `starting` (same envelope, with the current step) while the data is being prepared, 503 `degraded` while the
 * database does not answer.
 */
export function registerHealthRoutes(app: FastifyInstance, { db, dbKind, config }: AppContext): void {
  /*
   * Its own budget per address (as large as the global one), whose count is skipped while the database cannot take
   * it: the global limit's count needs the database once its hits taken in advance run out, and failing on it made
   * /health answer the bare 503 of any request instead of saying `degraded`. The edge's per-address limit still
   * holds a flood.
   */
  const limit = {
    config: {
      rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000, skipOnError: true },
    },
  };
  route(app, endpoints.health, { before: noStore, ...limit }, async ({ reply }) => {
    const { phase, step } = app.startup;
    if (phase !== 'ready') {
      reply.header('retry-after', '2');
      throw new ApiFailure(STARTING_STATUS, STARTING_MSG, { db: dbKind, status: 'starting', step });
    }
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      // Whatever the database says (away, refusing, too many clients), the process is up and says so plainly: a
      // load balancer takes it out of rotation until the database answers again.
      app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'health: database');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      throw new ApiFailure(503, DATABASE_UNAVAILABLE_MSG, { db: dbKind, status: 'degraded', step });
    }
    return {
      db: dbKind,
      status: 'ready' as const,
      step,
      contentRefused: [...(app.contentRefusals?.values() ?? [])],
    };
  });
}
