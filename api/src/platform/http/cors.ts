import cors from '@fastify/cors';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
import { PICKUP_DESK_HEADER } from '@marathon/shared/api';
import { failures } from './api-failure';

/**
 * Default (CORS_ORIGINS unset): the shell and the remotes run on other ports of the same machine, under
 * localhost, 127.0.0.1 or any `*.localhost` name (loopback by definition, as browsers resolve it).
 */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)(:\d{1,5})?$/;

/** Whether a browser page of `origin` may call the API; `allowed` null means the default (local names). */
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

/**
 * Whether a host is a domain bound online to a race: the sites module answers (main/ wires it), remembering each
 * answer a few seconds, so a site made while the API runs is allowed within seconds.
 */
export type IsBoundDomain = (host: string) => Promise<boolean>;

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Without CORS_ORIGINS the API takes the local names and the pages of every domain bound to a race in its
 * database, on any port (a site made with `site create` and tried locally, or served on its own origin). A
 * refused origin is named in the log once, with the setting that would allow it.
 */
function originCheck(allowed: readonly string[] | null, isBound: IsBoundDomain, log: FastifyBaseLogger) {
  const told = new Set<string>();
  const refuse = (origin: string) => {
    if (told.size < 100 && !told.has(origin)) {
      told.add(origin);
      log.warn(
        { origin },
        allowed === null
          ? 'CORS: refused a page of this origin (not a local name, nor a domain bound to a race): bind it with `site create`, or list it in CORS_ORIGINS'
          : 'CORS: refused a page of this origin: add it to CORS_ORIGINS',
      );
    }
    return false;
  };
  return async (origin: string): Promise<boolean> => {
    if (isAllowedOrigin(origin, allowed)) return true;
    if (allowed !== null) return refuse(origin);
    const host = hostOf(origin);
    return (host !== null && (await isBound(host))) || refuse(origin);
  };
}

export async function registerCors(
  app: FastifyInstance,
  allowed: readonly string[] | null,
  isBound: IsBoundDomain,
): Promise<void> {
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
  const check = originCheck(allowed, isBound, app.log);
  await app.register(cors, {
    // Requests without an Origin (curl, server to server) are not a browser's cross-site call: let them pass.
    origin: (origin, callback) => {
      if (origin === undefined) return callback(null, true);
      check(origin).then(
        (ok) => callback(null, ok),
        () => callback(null, false),
      );
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // accept-language is CORS-safelisted; named too for values outside the safelist's characters. The
    // organisers' console sends its staff session in x-staff-session, a kit pickup desk its secret in
    // x-pickup-desk (the phone site's desk page).
    allowedHeaders: [
      'content-type',
      'token',
      'x-staff-session',
      PICKUP_DESK_HEADER,
      'terminalType',
      'osId',
      'accept-language',
    ],
    maxAge: 600,
  });
}
