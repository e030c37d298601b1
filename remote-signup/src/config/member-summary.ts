import { api } from '@marathon/shared';
import { API_PATHS, memberSummarySchema, type MemberSummary } from '@marathon/shared/api';

/** Everything the runner has with us: registrations, applications, mailing requests and results. */
export async function loadMemberSummary(): Promise<MemberSummary> {
  return memberSummarySchema.parse(await api().get<unknown>(API_PATHS.memberSummary));
}
