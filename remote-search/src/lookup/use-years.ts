import { api, call, createCachedQuery, useQuery } from '@marathon/shared';
import { endpoints, type RaceYearSummary } from '@marathon/shared/api';

/** Fetched once per API base and shared by every lookup page; a failure (the client showed it) is asked again later. */
const raceYears = createCachedQuery({ key: () => api().baseURL, load: () => call(endpoints.raceYears) });

/** The race years with data, newest first (none until they arrive). */
export function useRaceYears(): RaceYearSummary[] {
  const { state } = useQuery(raceYears);
  return state.status === 'success' ? state.data : [];
}

/** What a lookup needs a year to hold: results and photos need finishers, the registration lookup registrations. */
export type YearData = 'finishers' | 'registrations';

/**
 * The year a lookup opens on: the newest that holds its data, so one early sign-up for next year does not open
 * every visitor's result lookup on an empty list. Falls back to the newest year, then to none while loading.
 */
export function defaultYear(years: RaceYearSummary[], data: YearData): number | undefined {
  return (years.find((year) => year[data] > 0) ?? years[0])?.year;
}

/** Whether the chosen year has nothing for this lookup yet (so the page says so instead of an empty list). */
export function yearIsEmpty(years: RaceYearSummary[], year: number, data: YearData): boolean {
  const summary = years.find((candidate) => candidate.year === year);
  return summary !== undefined && summary[data] === 0;
}
