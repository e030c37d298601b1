import type { FastifyInstance } from 'fastify';
import { DEFAULT_PORTS } from './ports';
import type { RuntimeSettings } from './runtime-config';
import { originSites, registerSiteContext } from './site-context';

/**
 * Gives a test's server the site context the shell's server gives every request (`request.site`): the manifest
 * made from `settings` for the request's origin, and PUBLIC_ORIGIN when given. Every host is served.
 */
export function withSiteContext(
  app: FastifyInstance,
  { settings = {}, publicOrigin = null }: { settings?: RuntimeSettings; publicOrigin?: string | null } = {},
): FastifyInstance {
  registerSiteContext(app, {
    site: originSites({ ports: DEFAULT_PORTS, environment: 'production', settings }, []),
    publicOrigin,
    standing: null,
  });
  return app;
}
