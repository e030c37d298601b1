import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { endpoints } from '@marathon/shared/api';
import type { AppContext } from '../platform/context';
import { ApiFailure } from '../platform/http/api-failure';
import { noStore } from '../platform/http/http-cache';
import { route } from '../platform/http/route';
import { STARTING_MSG, STARTING_STATUS } from './startup/gate';

/**
 * For load balancers and start scripts: 200 `ready` only when the start has finished and the database answers;
 * 503 `starting` (same envelope, with the current step) while the data is being prepared.
 */
export function registerHealthRoutes(app: FastifyInstance, { db, dbKind }: AppContext): void {
  route(app, endpoints.health, { before: noStore }, async ({ reply }) => {
    const { phase, step } = app.startup;
    if (phase !== 'ready') {
      reply.header('retry-after', '2');
      throw new ApiFailure(STARTING_STATUS, STARTING_MSG, { db: dbKind, status: 'starting', step });
    }
    await sql`select 1`.execute(db);
    return {
      db: dbKind,
      status: 'ready' as const,
      step,
      contentRefused: [...(app.contentRefusals?.values() ?? [])],
    };
  });
}
