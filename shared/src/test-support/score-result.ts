import type { ScoreResult } from '../api';

/** A finisher's result as the score lookup answers it; a test names only what it is about. */
export function scoreResultFixture(overrides: Partial<ScoreResult> = {}): ScoreResult {
  const year = overrides.year ?? 2024;
  const bib = overrides.bib ?? 'A1234';
  return {
    year,
    bib,
    name: '李四',
    gender: 1,
    raceItem: 'half',
    ageGroup: 'M30',
    gunTimeMs: 5_460_000,
    chipTimeMs: 5_400_000,
    paceSecondsPerKm: 256,
    splits: [{ km: 5, chipTimeMs: 1_280_000 }],
    overallRank: 3398,
    genderRank: 2100,
    ageGroupRank: 300,
    finishers: 25079,
    provisional: false,
    certificatePath: `/race-data/api/certificate?year=${year}&bib=${bib}`,
    ...overrides,
  };
}
