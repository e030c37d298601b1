import { endpoints, type AuditQuery } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/** One page of the audit search for a query; a new query cancels the call of the one before. */
export function useAuditPage(query: AuditQuery) {
  const key = JSON.stringify(query);
  return useStaffLoad(key, (signal) =>
    staffCall(endpoints.auditSearch, { query: JSON.parse(key) as AuditQuery, signal, silent: true }),
  ).state;
}
