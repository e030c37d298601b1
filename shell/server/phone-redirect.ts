import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MOBILE_USER_AGENT } from '@marathon/shared/patterns';

/** Set by ?desktop=1: this browser chose the desktop site, for the session. */
export const DESKTOP_COOKIE = 'marathon_desktop';
const CHOSE_DESKTOP = new RegExp(`(^|;\\s*)${DESKTOP_COOKIE}=1`);

/**
 * Sends phones from the site's page to the mobile site before the desktop shell loads (21 scripts a phone would
 * fetch only to be sent on). The browser carries the #/ route over the redirect, so a shared result link lands on
 * that result. `?desktop=1` (the phone site's footer link) sets a session cookie that keeps the desktop site. The
 * shell also redirects in the browser, for pages served from a CDN without this server. Our own phone site is
 * named by its path (`OriginSite.phoneSite`): the redirect repeats no host name a request sent.
 */
export function registerPhoneRedirect(
  app: FastifyInstance,
  mobileSiteFor: (request: FastifyRequest) => string | undefined = (request) => request.site.phoneSite,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const [path, search = ''] = request.url.split('?');
    if (path !== '/' && path !== '/index.html') return;
    reply.header('Vary', 'User-Agent, Cookie');
    if (new URLSearchParams(search).get('desktop') === '1') {
      reply.header('Set-Cookie', `${DESKTOP_COOKIE}=1; Path=/; SameSite=Lax`);
      return;
    }
    if (CHOSE_DESKTOP.test(request.headers.cookie ?? '')) return;
    const mobileSite = mobileSiteFor(request);
    if (!mobileSite || !MOBILE_USER_AGENT.test(request.headers['user-agent'] ?? '')) return;
    return reply.header('Cache-Control', 'no-cache').redirect(mobileSite, 302);
  });
}
