import type { FastifyRequest } from 'fastify';
import type { AuditOrigin } from '../../kernel/audit-trail';

/** Where an organiser's call came from, as the audit trail records it: the client's address and the request's id. */
export const auditOriginOf = (request: FastifyRequest): AuditOrigin => ({
  clientAddress: request.clientAddress,
  requestId: request.id,
});
