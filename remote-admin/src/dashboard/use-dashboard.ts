import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/** A year's dashboard, asked again on refresh; the figures stay while the same year is refreshed (no blank flash). */
export function useDashboard(year: number) {
  const { state, reload, reloading } = useStaffLoad(String(year), (signal) =>
    staffCall(endpoints.staffDashboard, { query: { year }, signal, silent: true }),
  );
  return { state, refresh: reload, refreshing: reloading };
}
