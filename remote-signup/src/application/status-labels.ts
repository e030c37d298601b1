import type { MessageKey } from '@marathon/shared';
import { AUDIT_STATUS, type Application } from '@marathon/shared/api';

/**
 * The application's full status, and the list view's short label (0 'waiting to submit'; 1, 2
 * and 3 all 'submitted'). 'Application ended' replaces both once the window closed before a submission.
 */
export function statusKey(application: Pick<Application, 'status' | 'ended'>): MessageKey {
  if (application.ended) return 'signup.application.status.ended';
  switch (application.status) {
    case AUDIT_STATUS.submitted:
      return 'signup.application.status.submitted';
    case AUDIT_STATUS.approved:
      return 'signup.application.status.approved';
    case AUDIT_STATUS.rejected:
      return 'signup.application.status.rejected';
    default:
      return 'signup.application.status.waiting';
  }
}

export function shortStatusKey(application: Pick<Application, 'status' | 'ended'>): MessageKey {
  if (application.ended) return 'signup.application.status.ended';
  return application.status === AUDIT_STATUS.waiting
    ? 'signup.application.short.waiting'
    : 'signup.application.short.submitted';
}

export function statusPalette(application: Pick<Application, 'status' | 'ended'>): string {
  if (application.ended) return 'gray';
  return ['orange', 'blue', 'green', 'red'][application.status] ?? 'gray';
}
