import type { FastifyRequest } from 'fastify';

/** The host name of the page that made the call: its Origin, or its Referer when a browser sent no Origin. */
export function requestSiteDomain(request: FastifyRequest): string | null {
  for (const header of [request.headers.origin, request.headers.referer]) {
    if (typeof header !== 'string' || header === '') continue;
    try {
      const host = new URL(header).hostname.toLowerCase();
      if (host) return host;
    } catch {
      // Not a URL: try the next header.
    }
  }
  return null;
}
