import { AUDIT_STATUS, type Application } from '@marathon/shared/api';
import type { SignupApplicationsTable } from '../tables';

export type ApplicationDocument = Application['documents'][number];

export function readDocuments(text: string): ApplicationDocument[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as ApplicationDocument[]) : [];
  } catch {
    return [];
  }
}

/** An application waiting (or sent back) when the window closed can no longer be submitted: 'application ended'. */
export function isEnded(status: number, closesAt: number, now: number): boolean {
  return (status === AUDIT_STATUS.waiting || status === AUDIT_STATUS.rejected) && now >= closesAt;
}

export function toApplication(row: SignupApplicationsTable, closesAt: number, now: number): Application {
  return {
    id: row.id,
    year: row.year,
    status: row.status,
    ended: isEnded(row.status, closesAt, now),
    note: row.note,
    documents: readDocuments(row.documents),
    rejectReason: row.reject_reason,
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
  };
}
