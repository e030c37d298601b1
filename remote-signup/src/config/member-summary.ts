import { call } from '@marathon/shared';
import { endpoints, type MemberSummary } from '@marathon/shared/api';

/** Everything the runner has with us: registrations, applications, mailing requests and results. */
export function loadMemberSummary(signal?: AbortSignal): Promise<MemberSummary> {
  return call(endpoints.memberSummary, { signal });
}
