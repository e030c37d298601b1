import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { isAllowedOrigin } from './cors';

/** Where `npm start` serves the site: the development default when nothing else tells. */
const LOCAL_SITE = 'http://localhost:8000';

/**
 * The site address a page of the API sends people to (a certificate's QR code, a payment stand-in's way back): SITE_URL when set (as a deployment should); otherwise the page
 * that asked, when it is a site the API serves by its CORS rules (any localhost port in development: the tests'
 * and the dev loop's sites); otherwise the first configured origin. Never an arbitrary Referer: each address is a
 * drawing of its own in the certificate store.
 */
export function siteUrlFor(
  config: Pick<AppConfig, 'siteUrl' | 'corsOrigins'>,
  request?: FastifyRequest,
): string {
  if (config.siteUrl) return config.siteUrl;
  for (const header of [request?.headers.origin, request?.headers.referer]) {
    if (typeof header !== 'string') continue;
    try {
      const { origin } = new URL(header);
      if (
        origin !== 'null' &&
        !config.corsOrigins?.includes('*') &&
        isAllowedOrigin(origin, config.corsOrigins ?? null)
      )
        return origin;
    } catch {
      // Not a URL: try the next header.
    }
  }
  return config.corsOrigins?.find((origin) => origin !== '*') ?? LOCAL_SITE;
}
