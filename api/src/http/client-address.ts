import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who the request counts as for every per-address limit (rate limits, failed logins, code sends, wrong keys):
     * the client's address as the trusted proxies report it, an IPv6 client grouped by its /64.
     */
    clientAddress: string;
  }
}

/** Requests whose socket is already gone (request.ip undefined) share this one key. */
const NO_ADDRESS = 'no-client-address';

/**
 * One client per key: an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4, any other IPv6 address
 * as its /64 (one subscriber's block: counting each address of it would give an attacker 2^64 fresh clients).
 */
export function addressKey(ip: string | undefined): string {
  return ip ? normalizeIP(ip) : NO_ADDRESS;
}

/** The limits' key of a request, also for answers that skip the hooks (a malformed request). */
export function clientAddressOf(request: Pick<FastifyRequest, 'ip'> & { clientAddress?: string }): string {
  return request.clientAddress || addressKey(request.ip);
}

/** Sets request.clientAddress before anything counts the request (the rate limit runs in the route's hooks). */
export function registerClientAddress(app: FastifyInstance): void {
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', async (request) => {
    request.clientAddress = addressKey(request.ip);
  });
}
