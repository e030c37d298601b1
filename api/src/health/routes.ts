import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_PATHS, type ApiEnvelope, type Health } from '@marathon/shared/api';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';

/** For load balancers and start scripts: answers only when the database answers. */
export function registerHealthRoutes(app: FastifyInstance, { db, dbKind }: AppContext): void {
  app.get(API_PATHS.health, async (_request, reply): Promise<ApiEnvelope<Health>> => {
    await sql`select 1`.execute(db);
    reply.header('cache-control', 'no-store');
    return ok({ db: dbKind });
  });
}
