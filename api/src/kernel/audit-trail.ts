import type { StaffActor } from './staff-actor';

/** One organiser action or read of a runner's personal data: what was done, to which record. */
export interface AuditEntry {
  /** What was done, `area.verb` (`application.review`, `document.link`, `results.import`). */
  action: string;
  recordType: string;
  recordId: string | number;
}

/** Where it came from: the client address and the request's id (null from a CLI). */
export interface AuditOrigin {
  clientAddress: string | null;
  requestId: string | null;
}

/**
 * The append-only audit trail (the audit module writes it): main/ hands it to every module that acts for the
 * organisers, which records each action with the member who did it.
 */
export interface AuditTrail {
  record(actor: StaffActor, entry: AuditEntry, origin: AuditOrigin): Promise<void>;
}
