import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { failures } from './api-failure';

/** Development default: the shell and the remotes run on other ports of the same machine. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** Whether a browser page of `origin` may call the API; `allowed` null means the development default. */
export function isAllowedOrigin(origin: string, allowed: readonly string[] | null): boolean {
  if (allowed === null) return LOCAL_ORIGIN.test(origin);
  return allowed.includes('*') || allowed.includes(origin);
}

/**
 * The origins of a configuration: its list, or the development default, which a production API never takes (a
 * page on any localhost port of a visitor's machine is not the site).
 */
export function allowedOrigins(config: Pick<AppConfig, 'corsOrigins' | 'nodeEnv'>): readonly string[] | null {
  if (config.corsOrigins === null && config.nodeEnv === 'production') return [];
  return config.corsOrigins;
}

export async function registerCors(app: FastifyInstance, allowed: readonly string[] | null): Promise<void> {
  // Before the plugin's own check, which answers a plain-text body: an OPTIONS that is not a real preflight
  // gets our envelope.
  app.addHook('onRequest', async (request) => {
    if (
      request.method === 'OPTIONS' &&
      (!request.headers.origin || !request.headers['access-control-request-method'])
    ) {
      throw failures.badRequest(
        '无效的跨域预检请求',
        'Invalid preflight request: it needs Origin and Access-Control-Request-Method',
      );
    }
  });
  await app.register(cors, {
    // Requests without an Origin (curl, server to server) are not a browser's cross-site call: let them pass.
    origin: (origin, callback) => callback(null, origin === undefined || isAllowedOrigin(origin, allowed)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // accept-language is CORS-safelisted; named too for values outside the safelist's characters.
    allowedHeaders: ['content-type', 'token', 'terminalType', 'osId', 'accept-language'],
    maxAge: 600,
  });
}
