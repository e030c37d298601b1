import { api } from '@marathon/shared';
import { API_PATHS, type RaceYearSummary } from '@marathon/shared/api';
import { useEffect, useState } from 'react';

let cached: Promise<RaceYearSummary[]> | null = null;

/** The race years with data, newest first; fetched once per page load and shared by every lookup page. */
export function useRaceYears(): RaceYearSummary[] {
  const [years, setYears] = useState<RaceYearSummary[]>([]);
  useEffect(() => {
    let live = true;
    cached ??= api().get<RaceYearSummary[]>(API_PATHS.raceYears);
    cached.then(
      (list) => live && setYears(list),
      () => {
        // The client already showed the failure; a later visit to a lookup page tries again.
        cached = null;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return years;
}
