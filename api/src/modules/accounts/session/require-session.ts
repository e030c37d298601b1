import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { failures } from '../../../platform/http/api-failure';
import type { SessionUser } from '../../../kernel/session-user';
import { findSessionUser } from './session-repository';

/** The logged-in user of this request, or an ApiFailure 401 with the bilingual "session expired" message. */
export async function requireSession(request: FastifyRequest, db: Kysely<Database>): Promise<SessionUser> {
  if (request.token === null) throw failures.unauthorized();
  const user = await findSessionUser(db, request.token);
  if (!user) throw failures.unauthorized();
  return user;
}
