import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_PATHS, type ApiEnvelope, type Health } from '@marathon/shared/api';
import type { AppContext } from '../context';
import { failed, ok, type FailedEnvelope } from '../http/envelope';
import { STARTING_MSG, STARTING_STATUS } from '../startup/gate';

/**
 * For load balancers and start scripts: 200 `ready` only when the start has finished and the database answers;
 * 503 `starting` (same envelope, with the current step) while the data is being prepared.
 */
export function registerHealthRoutes(app: FastifyInstance, { db, dbKind }: AppContext): void {
  app.get(
    API_PATHS.health,
    async (_request, reply): Promise<ApiEnvelope<Health> | FailedEnvelope<Health>> => {
      reply.header('cache-control', 'no-store');
      const { phase, step } = app.startup;
      if (phase !== 'ready') {
        reply.code(STARTING_STATUS).header('retry-after', '2');
        return failed(STARTING_STATUS, STARTING_MSG, { db: dbKind, status: 'starting', step });
      }
      await sql`select 1`.execute(db);
      return ok({ db: dbKind, status: 'ready', step });
    },
  );
}
