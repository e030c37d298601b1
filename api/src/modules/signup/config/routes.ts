import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { route } from '../../../platform/http/route';
import type { SignupDeps } from '../deps';

/**
 * signupConfig: the calling site's forms with their edition and windows resolved, so the pages show the windows
 * the API enforces. The answer depends on the calling site and an organiser's edit must show at once, so caches
 * revalidate every time.
 */
export function registerSignupConfigRoute(app: FastifyInstance, deps: SignupDeps): void {
  route(app, endpoints.signupConfig, {}, async ({ request, reply }) => {
    reply.header('cache-control', 'no-cache').header('vary', 'Origin, Referer');
    return deps.configFor(request);
  });
}
