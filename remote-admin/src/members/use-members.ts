import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/** The staff list (`members`), asked again after an invitation. */
export const useMembers = () =>
  useStaffLoad('members', (signal) => staffCall(endpoints.staffMembers, { signal, silent: true }));
