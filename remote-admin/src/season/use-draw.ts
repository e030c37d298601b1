import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/** A race item's draw as the organiser sees it (places, applicants, the step reached), asked again after each step. */
export const useDraw = (year: number, raceItem: string) =>
  useStaffLoad(`${year}/${raceItem}`, (signal) =>
    staffCall(endpoints.drawOverview, { query: { year, raceItem }, signal, silent: true }),
  );
