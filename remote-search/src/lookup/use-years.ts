import { api, call, createCachedQuery, useQuery } from '@marathon/shared';
import { endpoints, type RaceYearSummary } from '@marathon/shared/api';
import type { YearData } from '@marathon/shared/default-year';

/** Fetched once per API base and shared by every lookup page; a failure (the client showed it) is asked again later. */
const raceYears = createCachedQuery({ key: () => api().baseURL, load: () => call(endpoints.raceYears) });

/** The race years with data, newest first (none until they arrive). */
export function useRaceYears(): RaceYearSummary[] {
  const { state } = useQuery(raceYears);
  return state.status === 'success' ? state.data : [];
}

/** Whether the years have arrived or failed: until then a page does not know which year it opens on. */
export function useRaceYearsSettled(): boolean {
  const { state } = useQuery(raceYears);
  return state.status === 'success' || state.status === 'error';
}

/** Whether the chosen year has nothing for this lookup yet (so the page says so instead of an empty list). */
export function yearIsEmpty(years: RaceYearSummary[], year: number, data: YearData): boolean {
  const summary = years.find((candidate) => candidate.year === year);
  return summary !== undefined && summary[data] === 0;
}
