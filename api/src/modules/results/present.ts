import {
  endpoints,
  RACE_ITEM_DISTANCE_KM,
  RESULTS_STATUS,
  type RaceItem,
  type ScoreAnswer,
  type ScoreResult,
} from '@marathon/shared/api';
import { reasonOf, STATUS_CODE, statusOf } from './status/result-status';
import type { RaceResultsTable } from './tables';

export function isRaceItem(value: string): value is RaceItem {
  return value === 'half' || value === 'fun';
}

/** What a lookup answers for a row: a finisher's result, or a DNF / DQ with its reason. */
export function toScoreAnswer(
  row: RaceResultsTable,
  finishers: number,
  resultsStatus: number,
  underReview = false,
): ScoreAnswer {
  const review = underReview ? { underReview: true } : {};
  if (row.status === STATUS_CODE.finished)
    return { ...toScoreResult(row, finishers, resultsStatus), ...review };
  const status = statusOf(row.status);
  return {
    year: row.year,
    bib: row.bib,
    name: row.name,
    gender: row.gender,
    raceItem: isRaceItem(row.race_item) ? row.race_item : 'half',
    ageGroup: row.age_group,
    status: status === 'dq' ? 'dq' : 'dnf',
    reason: reasonOf(row),
    chipTimeMs: row.chip_ms > 0 ? row.chip_ms : null,
    gunTimeMs: row.gun_ms > 0 ? row.gun_ms : null,
    splits: parseSplits(row.splits).map((chipTimeMs, i) => ({ km: (i + 1) * 5, chipTimeMs })),
    provisional: resultsStatus !== RESULTS_STATUS.final,
    ...review,
  };
}

/** A finisher's row as the site shows it; ranks out of the item's finishers. */
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
