import { endpoints, type StaffApplication } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/** The statuses a reviewer lists by: submitted (awaiting review), approved, rejected. */
export const LISTED_STATUSES = ['1', '2', '3'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

/** The applications of one status, asked again after a decision (the list stays on screen meanwhile). */
export const useApplications = (status: ListedStatus) =>
  useStaffLoad(status, (signal) =>
    staffCall(endpoints.staffApplications, { query: { status }, signal, silent: true }),
  );

/** The name a reviewer knows an applicant by: the nickname, or the account number when there is none. */
export const applicantName = (application: StaffApplication): string =>
  application.applicant.nick.trim() || application.applicant.accountNo;

/** Whether the application's applicant matches what the reviewer typed (nickname or account, any case). */
export function matchesSearch(application: StaffApplication, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return true;
  const { nick, accountNo } = application.applicant;
  return nick.toLowerCase().includes(wanted) || accountNo.toLowerCase().includes(wanted);
}
