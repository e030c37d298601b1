/**
 * The audit trail: one row per organiser action or read of a runner's personal data, never updated; only the
 * retention sweep deletes rows, once older than the configured days. The member's name and role are copied in,
 * so a row still says who it was after the member's account changes.
 */
export interface AuditEventsTable {
  id: string;
  at: number;
  staff_id: string;
  staff_name: string;
  staff_role: string;
  action: string;
  record_type: string;
  record_id: string;
  client_address: string | null;
  request_id: string | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    audit_events: AuditEventsTable;
  }
}
