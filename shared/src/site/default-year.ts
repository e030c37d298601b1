/** What a lookup needs a year to hold: results and photos need finishers, the registration lookup registrations. */
export type YearData = 'finishers' | 'registrations';

/** The counts a lookup chooses its year by: the API's year summary carries them, and so does the phone site's. */
interface YearCounts {
  year: number;
  finishers: number;
  registrations: number;
}

/**
 * The year a lookup opens on, from the race years newest first: the newest that holds its data, so one early
 * sign-up for next year does not open every visitor's result lookup on an empty list. Falls back to the newest
 * year, then to none while the years are loading. The desktop lookups and the phone site follow this one rule.
 */
export function defaultYear(years: readonly YearCounts[], data: YearData): number | undefined {
  return (years.find((year) => year[data] > 0) ?? years[0])?.year;
}
