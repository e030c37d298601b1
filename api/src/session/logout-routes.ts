import type { FastifyInstance } from 'fastify';
import { API_PATHS, type ApiEnvelope, type LogoutEverywhereAnswer } from '@marathon/shared/api';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { requireSession } from './require-session';
import { revokeSession, revokeUserSessions } from './session-repository';

/**
 * Logging out ends the session on the server, so the token stops working at once in every tab that holds it:
 * clearing the browser's copy alone would leave a token that still opens the account.
 */
export function registerLogoutRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  // Idempotent: a token that is unknown, expired or already ended has nothing left to end, and the visitor who
  // presses "log out" twice (or after the session ran out) must not be asked to log in again.
  app.post(API_PATHS.logout, async (request, reply): Promise<ApiEnvelope<boolean>> => {
    reply.header('cache-control', 'no-store');
    if (request.token !== null) await revokeSession(db, request.token);
    return ok(true);
  });

  // Needs a live session: only the account's owner may end its other sessions.
  app.post(
    API_PATHS.logoutEverywhere,
    async (request, reply): Promise<ApiEnvelope<LogoutEverywhereAnswer>> => {
      reply.header('cache-control', 'no-store');
      const user = await requireSession(request, db);
      return ok({ revoked: await revokeUserSessions(db, user.userId) });
    },
  );
}
