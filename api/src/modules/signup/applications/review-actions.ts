import type { Kysely } from 'kysely';
import { AUDIT_STATUS, type ReviewApplication } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { failures } from '../../../platform/http/api-failure';
import type { SignupApplicationsTable } from '../tables';
import { findApplicationById, updateApplication } from './repository';

/**
 * The organiser's decision on a submitted application: approve (1 → 2) or reject with a reason (1 → 3) that the
 * runner sees. Shared by the review call and the review CLI.
 */
export async function decideApplication(
  db: Kysely<Database>,
  decision: ReviewApplication,
  now: number,
): Promise<SignupApplicationsTable> {
  const existing = await findApplicationById(db, decision.applicationId);
  if (!existing) {
    throw failures.notFound(
      `申请不存在：${decision.applicationId}`,
      `No application ${decision.applicationId}`,
    );
  }
  const updated = await updateApplication(
    db,
    existing.id,
    [AUDIT_STATUS.submitted],
    decision.decision === 'approve'
      ? { status: AUDIT_STATUS.approved, reject_reason: null, reviewed_at: now }
      : { status: AUDIT_STATUS.rejected, reject_reason: decision.reason, reviewed_at: now },
  );
  if (!updated) {
    throw failures.badRequest(
      '只能审核已提交待审核的申请',
      'Only an application submitted and awaiting review can be reviewed',
    );
  }
  return updated;
}
