import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import type { AppContext } from '../../../platform/context';
import { noStore } from '../../../platform/http/http-cache';
import { route } from '../../../platform/http/route';
import { findSessionUser, revokeSession, revokeUserSessions } from './session-repository';
import { failures } from '../../../platform/http/api-failure';

/**
 * Logging out ends the session on the server, so the token stops working at once in every tab that holds it:
 * clearing the browser's copy alone would leave a token that still opens the account.
 */
export function registerLogoutRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  // Idempotent: a token that is unknown, expired or already ended has nothing left to end, and the visitor who
  // presses "log out" twice (or after the session ran out) must not be asked to log in again.
  route(app, endpoints.logout, { before: noStore }, async ({ request }) => {
    if (request.token !== null) await revokeSession(db, request.token);
    return true as const;
  });

  // The page's renewal while its visitor is active (shared/src/session/renewal.ts): finding the session slides it.
  route(app, endpoints.renewSession, { before: noStore }, async ({ request }) => {
    const live = request.token === null ? null : await findSessionUser(db, request.token);
    if (!live) throw failures.unauthorized();
    return { expiresAt: live.expiresAt, endsAt: live.endsAt };
  });

  // Needs a live session: only the account's owner may end its other sessions.
  route(app, endpoints.logoutEverywhere, { before: noStore }, async ({ session }) => ({
    revoked: await revokeUserSessions(db, session.userId),
  }));
}
