import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import type { AuditTrail } from '../../../kernel/audit-trail';
import type { Database } from '../../../platform/db/schema';
import type { Kysely } from 'kysely';
import { auditOriginOf } from '../../../platform/http/audit-origin';
import { noStore } from '../../../platform/http/http-cache';
import { route } from '../../../platform/http/route';
import { fileHistory, revisionDiff } from './history';
import { setRequiresReview } from './repository';
import type { ContentEditing } from './workflow';

/**
 * The editors' calls (content.edit: read, save, submit, history, diff; content.publish: approve, reject, roll
 * back; staff.manage: whether a site requires review). Every change of state is in the audit trail.
 */
export function registerContentEditingRoutes(
  app: FastifyInstance,
  {
    db,
    audit,
    editing,
    now,
  }: { db: Kysely<Database>; audit: AuditTrail; editing: ContentEditing; now: () => number },
): void {
  route(app, endpoints.contentFileRead, { before: noStore }, async ({ query }) =>
    editing.readFile(query.site, query.file),
  );

  route(app, endpoints.contentChangeSave, { before: noStore }, async ({ request, body, staff }) =>
    editing.save(staff, body, auditOriginOf(request)),
  );

  route(app, endpoints.contentChangeSubmit, { before: noStore }, async ({ request, body, staff }) => ({
    revision: await editing.submit(staff, body.changeId, auditOriginOf(request)),
  }));

  route(app, endpoints.contentChangeApprove, { before: noStore }, async ({ request, body, staff }) => ({
    revision: await editing.approve(staff, body.changeId, body.publishAt, auditOriginOf(request)),
  }));

  route(app, endpoints.contentChangeReject, { before: noStore }, async ({ request, body, staff }) => ({
    revision: await editing.reject(staff, body.changeId, body.reason, auditOriginOf(request)),
  }));

  route(app, endpoints.contentHistory, { before: noStore }, async ({ query }) =>
    fileHistory(db, query.site, query.file, query.page, query.pageSize),
  );

  route(app, endpoints.contentDiff, { before: noStore }, async ({ query }) =>
    revisionDiff(db, query.from, query.to),
  );

  route(app, endpoints.contentRollback, { before: noStore }, async ({ request, body, staff }) => ({
    revision: await editing.rollback(staff, body.revisionId, auditOriginOf(request)),
  }));

  route(app, endpoints.contentReviewSetting, { before: noStore }, async ({ request, body, staff }) => {
    await setRequiresReview(db, body.site, body.requiresReview, now());
    await audit.record(
      staff,
      { action: 'content.review-setting', recordType: 'content-site', recordId: body.site },
      auditOriginOf(request),
    );
    return { site: body.site, requiresReview: body.requiresReview };
  });
}
