import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/** A year's keys and feed health, asked again after a key is issued or ended. */
export const useTimingKeys = (year: number) =>
  useStaffLoad(String(year), (signal) =>
    staffCall(endpoints.timingKeyList, { query: { year }, signal, silent: true }),
  );
