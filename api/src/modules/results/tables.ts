import type { ResultCorrectionsTable } from './corrections/tables';
import type { RaceResultNameKeysTable } from './name-search/tables';
import type { ResultUnlistedTable } from './listing/tables';

/**
 * Race data tables (issue 5). ID numbers and phones are never stored in clear: only a keyed hash (to find a
 * runner) and a masked copy (to show one).
 */

/** One race year: when it ran and whether its results are final. */
export interface RaceEditionsTable {
  year: number;
  race_date: number;
  /** RESULTS_STATUS: 0 none, 1 provisional, 2 final. */
  results_status: number;
  /** JSON EditionTotals, written with the year's rows, so no lookup has to count a table. */
  totals: string;
  updated_at: number;
}

export interface EditionTotals {
  registrations: number;
  finishers: Record<string, number>;
}

export interface RaceResultsTable {
  year: number;
  bib: string;
  race_item: string;
  name: string;
  name_key: string;
  /** Full pinyin without tones or spaces, surname first (name-search/name-keys.ts). */
  name_pinyin: string;
  /** The same with the given name first. */
  name_pinyin_rev: string;
  /** The first letter of each syllable or word. */
  name_initials: string;
  gender: number;
  age_group: string;
  id_hash: string;
  id_masked: string;
  gun_ms: number;
  chip_ms: number;
  /** JSON array of chip milliseconds at each 5 km mark. */
  splits: string;
  overall_rank: number;
  gender_rank: number;
  age_group_rank: number;
  /** STATUS_CODE (status/result-status.ts): 0 finished, 1 DNF, 2 DQ. */
  status: number;
  status_reason_zh: string | null;
  status_reason_en: string | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    race_editions: RaceEditionsTable;
    race_results: RaceResultsTable;
    result_corrections: ResultCorrectionsTable;
    race_result_name_keys: RaceResultNameKeysTable;
    result_unlisted: ResultUnlistedTable;
  }
}
