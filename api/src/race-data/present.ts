import {
  endpoints,
  RACE_ITEM_DISTANCE_KM,
  RESULTS_STATUS,
  type RaceItem,
  type ScoreResult,
} from '@marathon/shared/api';
import type { RaceResultsTable } from './tables';

export function isRaceItem(value: string): value is RaceItem {
  return value === 'half' || value === 'fun';
}

/** A result row as the site shows it; ranks out of the item's finishers. */
export function toScoreResult(row: RaceResultsTable, finishers: number, resultsStatus: number): ScoreResult {
  const raceItem = isRaceItem(row.race_item) ? row.race_item : 'half';
  const splitsMs = parseSplits(row.splits);
  return {
    year: row.year,
    bib: row.bib,
    name: row.name,
    gender: row.gender,
    raceItem,
    ageGroup: row.age_group,
    gunTimeMs: row.gun_ms,
    chipTimeMs: row.chip_ms,
    paceSecondsPerKm: Math.round(row.chip_ms / 1000 / RACE_ITEM_DISTANCE_KM[raceItem]),
    splits: splitsMs.map((chipTimeMs, i) => ({ km: (i + 1) * 5, chipTimeMs })),
    overallRank: row.overall_rank,
    genderRank: row.gender_rank,
    ageGroupRank: row.age_group_rank,
    finishers,
    provisional: resultsStatus !== RESULTS_STATUS.final,
    certificatePath: `${endpoints.certificate.path}?year=${row.year}&bib=${encodeURIComponent(row.bib)}`,
  };
}

/** The splits column: chip milliseconds at each 5 km mark; anything malformed reads as none. */
export function parseSplits(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}
