import { isIP } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CODE } from '@marathon/shared/api';
import { CLIENT_ADDRESS_HEADER, INTERNAL_KEY_HEADER } from '@marathon/shared/internal-call';
import { sameSecret } from '../security/same-secret';
import { ApiFailure, bilingual } from './api-failure';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who the request counts as for every per-address limit (rate limits, failed logins, code sends, wrong keys):
     * the client's address as the trusted proxies report it, an IPv6 client grouped by its /64; for a call of
     * the shell's server, the visitor it names or the server's own budget (INTERNAL_CLIENT).
     */
    clientAddress: string;
    /** A refusal decided before the rate limit ran, thrown after it (so refused calls are counted too). */
    refusedCall: ApiFailure | null;
  }
}

/** Requests whose socket is already gone (request.ip undefined) share this one key. */
const NO_ADDRESS = 'no-client-address';
/** The budget of the calls the shell's server makes as itself. */
export const INTERNAL_CLIENT = 'internal';

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

const wrongKey = () =>
  new ApiFailure(API_CODE.forbidden, bilingual('内部调用密钥不正确', 'The internal API key is wrong'));
const badVisitor = () =>
  new ApiFailure(
    API_CODE.badRequest,
    bilingual(`${CLIENT_ADDRESS_HEADER} 须为 IP 地址`, `${CLIENT_ADDRESS_HEADER} must be an IP address`),
  );

/** Who a request counts as, and a refusal of a call that claims to be internal and is not. */
function identify(
  request: FastifyRequest,
  internalKey: string | null,
): { clientAddress: string; refused: ApiFailure | null } {
  const own = addressKey(request.ip);
  const key = request.headers[INTERNAL_KEY_HEADER];
  // Without the key, a visitor address in the headers is nobody's word.
  if (key === undefined) return { clientAddress: own, refused: null };
  if (internalKey === null || typeof key !== 'string' || !sameSecret(key, internalKey)) {
    return { clientAddress: own, refused: wrongKey() };
  }
  const visitor = request.headers[CLIENT_ADDRESS_HEADER];
  if (visitor === undefined) return { clientAddress: INTERNAL_CLIENT, refused: null };
  const address = typeof visitor === 'string' ? visitor.trim() : '';
  if (isIP(address) === 0) return { clientAddress: own, refused: badVisitor() };
  return { clientAddress: addressKey(address), refused: null };
}

/**
 * Sets request.clientAddress before anything counts the request (the rate limit runs in each route's own hooks),
 * and refuses a wrong internal key or visitor address once the rate limit has counted the call against the
 * caller's own address.
 */
export function registerClientAddress(app: FastifyInstance, internalKey: string | null): void {
  app.decorateRequest('clientAddress', '');
  app.decorateRequest('refusedCall', null);
  app.addHook('onRequest', async (request) => {
    const { clientAddress, refused } = identify(request, internalKey);
    request.clientAddress = clientAddress;
    request.refusedCall = refused;
  });
  app.addHook('preValidation', async (request) => {
    if (request.refusedCall) throw request.refusedCall;
  });
}
