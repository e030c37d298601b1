import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/** A year's desk links, asked again after one is issued or ended; the shown list stays while the same year reloads. */
export const useDesks = (year: number) =>
  useStaffLoad(String(year), async (signal) => {
    const { desks } = await staffCall(endpoints.pickupDeskList, { query: { year }, signal, silent: true });
    return desks;
  });
