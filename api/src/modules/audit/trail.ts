import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { AuditTrail } from '../../kernel/audit-trail';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The audit trail over its table: it only appends. A write that fails fails the action with it (the caller awaits
 * it), so no organiser action goes unrecorded.
 */
export function createAuditTrail(db: Kysely<Database>, now: () => number = Date.now): AuditTrail {
  return {
    async record(actor, entry, origin) {
      await db
        .insertInto('audit_events')
        .values({
          id: randomUUID(),
          at: now(),
          staff_id: actor.staffId,
          staff_name: actor.name,
          staff_role: actor.role,
          action: entry.action,
          record_type: entry.recordType,
          record_id: String(entry.recordId),
          client_address: origin.clientAddress,
          request_id: origin.requestId,
        })
        .execute();
    },
  };
}

/** The retention sweep: rows older than `retentionDays` are deleted (run by the shared sweep, once a minute). */
export async function deleteOldAuditEvents(
  db: Kysely<Database>,
  retentionDays: number,
  now: number,
): Promise<void> {
  await db
    .deleteFrom('audit_events')
    .where('at', '<', now - retentionDays * DAY_MS)
    .execute();
}
