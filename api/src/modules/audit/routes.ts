import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { endpoints } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { route } from '../../platform/http/route';
import type { AuditTrail } from '../../kernel/audit-trail';
import { auditCsv, searchAudit } from './search';
import { auditOriginOf } from '../../platform/http/audit-origin';

/**
 * The administrators' view of the trail: a paged search and its CSV export. An export is itself recorded: it carries
 * members' names and addresses out of the site.
 */
export function registerAuditRoutes(app: FastifyInstance, db: Kysely<Database>, audit: AuditTrail): void {
  route(app, endpoints.auditSearch, {}, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return searchAudit(db, query);
  });
  route(app, endpoints.auditExport, {}, async ({ request, reply, query, staff }) => {
    const text = await auditCsv(db, query);
    await audit.record(
      staff,
      {
        action: 'audit.export',
        recordType: 'audit',
        recordId: JSON.stringify({ ...query, page: undefined }),
      },
      auditOriginOf(request),
    );
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .type('text/csv; charset=utf-8')
      .send(text);
  });
}
