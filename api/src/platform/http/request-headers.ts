import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failures } from './api-failure';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `token` header, trimmed; null when absent or empty. Not yet checked against the sessions. */
    token: string | null;
    /** The `terminalType` header (3 for the web site), null when absent. */
    terminalType: number | null;
    /** The `osId` header (1002), null when absent. */
    osId: number | null;
  }
}

/** Longer than any token we issue; a longer header is not a token of ours and is not worth hashing. */
const MAX_TOKEN_LENGTH = 512;

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

function digitsHeader(request: FastifyRequest, name: string): number | null {
  const value = singleHeader(request, name);
  if (value === undefined) return null;
  if (!/^\d{1,9}$/.test(value)) {
    throw failures.badRequest(`请求头 ${name} 必须是数字`, `Invalid header: ${name} must be digits`);
  }
  return Number(value);
}

/** Reads the headers every call carries (token, terminalType, osId) onto the request. */
export function registerRequestHeaders(app: FastifyInstance): void {
  app.decorateRequest('token', null);
  app.decorateRequest('terminalType', null);
  app.decorateRequest('osId', null);
  app.addHook('onRequest', async (request) => {
    const token = singleHeader(request, 'token');
    request.token = token !== undefined && token.length <= MAX_TOKEN_LENGTH ? token : null;
    request.terminalType = digitsHeader(request, 'terminalType');
    request.osId = digitsHeader(request, 'osId');
  });
}
