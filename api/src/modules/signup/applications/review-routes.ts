import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { route } from '../../../platform/http/route';
import type { SignupDeps } from '../deps';
import { toApplication } from './present';
import { listApplicationsByStatus } from './repository';
import { decideApplication } from './review-actions';
import { auditOriginOf } from '../../../platform/http/audit-origin';
import { accountNamesOf } from '../../accounts';

/**
 * The organisers' side of the applications, for staff members (header x-staff-session): the list awaiting review
 * (applications.read) and the decision (applications.review). Each call is recorded in the audit trail with the
 * member: the list per application it shows (a read of runners' personal data), the decision as what it was.
 */
export function registerReviewRoutes(app: FastifyInstance, deps: SignupDeps): void {
  const limited = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  route(app, endpoints.staffApplications, limited, async ({ request, reply, query, staff }) => {
    reply.header('cache-control', 'no-store');
    const config = await deps.configFor(request);
    const rows = await listApplicationsByStatus(deps.db, Number(query.status));
    for (const row of rows) {
      await deps.audit.record(
        staff,
        { action: 'application.read', recordType: 'application', recordId: row.id },
        auditOriginOf(request),
      );
    }
    // Whose each is, to find one by name: an account gone since answers as no name rather than hiding the row.
    const names = await accountNamesOf(
      deps.db,
      rows.map((row) => row.user_id),
    );
    return rows.map((row) => ({
      ...toApplication(row, config.applications.closesAt, deps.now()),
      applicant: names.get(row.user_id) ?? { accountNo: '', nick: '' },
    }));
  });
  route(app, endpoints.applicationReview, limited, async ({ request, body: decision, staff }) => {
    const config = await deps.configFor(request);
    const row = await decideApplication(deps.db, decision, deps.now());
    await deps.audit.record(
      staff,
      {
        action: `application.${decision.decision}`,
        recordType: 'application',
        recordId: decision.applicationId,
      },
      auditOriginOf(request),
    );
    return toApplication(row, config.applications.closesAt, deps.now());
  });
}
