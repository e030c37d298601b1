import { endpoints, type StaffApplication } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

/** The statuses a reviewer lists by: submitted (awaiting review), approved, rejected. */
export const LISTED_STATUSES = ['1', '2', '3'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

export type ApplicationsState =
  { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'loaded'; list: StaffApplication[] };

type Answered = { status: ListedStatus } & (
  { kind: 'failed'; text: string } | { kind: 'loaded'; list: StaffApplication[] }
);

/** The applications of one status, asked again after a decision (the list stays on screen meanwhile). */
export function useApplications(status: ListedStatus) {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    staffCall(endpoints.staffApplications, {
      query: { status },
      signal: controller.signal,
      silent: true,
    }).then(
      (list) => setAnswered({ status, kind: 'loaded', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswered({ status, kind: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [status, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const state: ApplicationsState =
    answered === null || answered.status !== status ? { kind: 'loading' } : answered;
  return { state, reload };
}

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
