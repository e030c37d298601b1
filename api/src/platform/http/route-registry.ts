import type { FastifyInstance } from 'fastify';
import { FILE_HOST_PREFIX, UPLOADS_PATH, type Endpoint } from '@marathon/shared/api';

/** One route as Fastify registered it, and the endpoint it came from (none for the file routes). */
export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in the order it was registered. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Routes that serve files rather than answer calls: the content directory and the uploaded files. */
function isFileRoute(url: string): boolean {
  return url.startsWith(`${FILE_HOST_PREFIX}/`) || url.startsWith(`${UPLOADS_PATH}/`);
}

/**
 * Records every route as it is registered. Call first, before any route: Fastify tells only the hooks that
 * exist when a route is added.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      routes.push({ method, url: options.url, endpoint: options.config?.endpoint });
    }
  });
}

/**
 * The API routes that were not registered from the endpoint table: HEAD (Fastify's twin of each GET), OPTIONS
 * (the CORS preflight) and the file routes aside, every route must come from `route`.
 */
export function undeclaredRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter(
    ({ method, url, endpoint }) =>
      method !== 'HEAD' && method !== 'OPTIONS' && !isFileRoute(url) && endpoint === undefined,
  );
}

/** Refuses to start an app with an API route outside the endpoint table. */
export function assertEveryRouteDeclared(app: FastifyInstance): void {
  const missing = undeclaredRoutes(app.registeredRoutes);
  if (missing.length > 0) {
    const list = missing.map(({ method, url }) => `${method} ${url}`).join(', ');
    throw new Error(`API routes registered without an endpoint of the shared table: ${list}`);
  }
}
