import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/**
 * The edition the season's screens open on: the newest race year the site has (the one being signed up for, drawn
 * and run), not the calendar's, which in December is the edition just run or the next one's year before it
 * exists. The calendar year when the site answers no years; undefined while asking.
 */
export function useEditionYear(): number | undefined {
  const { state } = useStaffLoad('years', (signal) =>
    staffCall(endpoints.raceYears, { signal, silent: true }),
  );
  if (state.kind === 'loading') return undefined;
  return (state.kind === 'loaded' ? state.data[0]?.year : undefined) ?? new Date().getFullYear();
}
