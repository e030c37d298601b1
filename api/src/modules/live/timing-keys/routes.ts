import type { FastifyInstance } from 'fastify';
import { endpoints, RESULTS_STATUS } from '@marathon/shared/api';
import type { AppContext } from '../../../platform/context';
import { route } from '../../../platform/http/route';
import { editionState } from '../../results';
import { feedHealthOf, issueTimingKey, revokeTimingKey, timingKeysOf } from './keys';
import { auditOriginOf } from '../../../platform/http/audit-origin';
import { noStore } from '../../../platform/http/http-cache';

/**
 * Staff with timing.manage issue a key per timing company for one edition and its points, end it, and watch each
 * provider's feed. A new key works beside the old until the old is ended: rotation without a gap. Every issue and
 * end is in the audit trail; the key itself is answered once and never stored.
 */
export function registerTimingKeyRoutes(app: FastifyInstance, { db, audit, config }: AppContext): void {
  route(app, endpoints.timingKeyList, { before: noStore }, async ({ query }) => {
    const [keys, feeds, edition] = await Promise.all([
      timingKeysOf(db, query.year),
      feedHealthOf(db, query.year),
      editionState(db, query.year),
    ]);
    return {
      keys,
      feeds,
      resultsFinal: edition?.results_status === RESULTS_STATUS.final,
      configuredProviders: (config.timingFeedKeys ?? []).map((entry) => entry.provider),
    };
  });

  route(app, endpoints.timingKeyIssue, { before: noStore }, async ({ request, body, staff }) => {
    const issued = await issueTimingKey(db, body, staff, Date.now());
    await audit.record(
      staff,
      { action: 'timing.key-issue', recordType: 'timing-key', recordId: issued.keyId },
      auditOriginOf(request),
    );
    return issued;
  });

  route(app, endpoints.timingKeyRevoke, { before: noStore }, async ({ request, body, staff }) => {
    const revoked = await revokeTimingKey(db, body.keyId, Date.now());
    await audit.record(
      staff,
      { action: 'timing.key-revoke', recordType: 'timing-key', recordId: body.keyId },
      auditOriginOf(request),
    );
    return { revoked };
  });
}
