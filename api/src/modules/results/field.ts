import type { Kysely } from 'kysely';
import type { ScoreAnalysis } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { parseSplits } from './present';

/** Finish-time bins of five minutes: fine enough to see the race's shape, coarse enough to read. */
const BIN_MS = 5 * 60_000;

/** One race (a year's item) as the analysis needs it: every time sorted, and the field sizes. */
interface Field {
  version: number;
  /** Chip times, fastest first. */
  chip: number[];
  /** Chip times at each 5 km mark, fastest first, one list per mark. */
  marks: number[][];
  byGender: Map<number, number>;
  byAgeGroup: Map<string, number>;
  /** The finish-time histogram: the same for every runner of the race, so counted once. */
  histogram: { startMs: number; counts: number[] };
}

/**
 * Fields read once per race and version: the race's times come in one query, and every runner's ranks after that
 * are binary searches. A new import changes the edition's updated_at, which is the version.
 */
const fields = new Map<string, { version: number; field: Promise<Field> }>();

/**
 * The race's field at this version: the analyses asked while it is being read (right after an import, a crowd at
 * once) share the one read. A failed read is forgotten, so the next analysis tries again.
 */
function loadField(db: Kysely<Database>, year: number, item: string, version: number): Promise<Field> {
  const key = `${year}/${item}`;
  const cached = fields.get(key);
  if (cached?.version === version) return cached.field;
  const field = readField(db, year, item, version);
  fields.set(key, { version, field });
  field.catch(() => {
    if (fields.get(key)?.field === field) fields.delete(key);
  });
  return field;
}

async function readField(db: Kysely<Database>, year: number, item: string, version: number): Promise<Field> {
  const rows = await db
    .selectFrom('race_results')
    .select(['chip_ms', 'splits', 'gender', 'age_group'])
    .where('year', '=', year)
    .where('race_item', '=', item)
    .execute();
  const chip: number[] = [];
  const marks: number[][] = [];
  const byGender = new Map<number, number>();
  const byAgeGroup = new Map<string, number>();
  for (const row of rows) {
    chip.push(row.chip_ms);
    parseSplits(row.splits).forEach((ms, i) => (marks[i] ??= []).push(ms));
    byGender.set(row.gender, (byGender.get(row.gender) ?? 0) + 1);
    byAgeGroup.set(row.age_group, (byAgeGroup.get(row.age_group) ?? 0) + 1);
  }
  const ascending = (a: number, b: number) => a - b;
  chip.sort(ascending);
  for (const list of marks) list.sort(ascending);
  return { version, chip, marks, byGender, byAgeGroup, histogram: histogramOf(chip) };
}

/** Five-minute bins from the fastest time's bin to the slowest's. */
function histogramOf(chip: number[]): { startMs: number; counts: number[] } {
  if (chip.length === 0) return { startMs: 0, counts: [] };
  const startMs = Math.floor((chip[0] ?? 0) / BIN_MS) * BIN_MS;
  const counts = new Array<number>(Math.floor(((chip.at(-1) ?? 0) - startMs) / BIN_MS) + 1).fill(0);
  for (const ms of chip) {
    const bin = Math.floor((ms - startMs) / BIN_MS);
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return { startMs, counts };
}

/** How many of the sorted times are strictly below `ms`. */
function countBelow(sorted: number[], ms: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface AnalysedRow {
  year: number;
  race_item: string;
  chip_ms: number;
  splits: string;
  gender: number;
  age_group: string;
  edition_updated_at: number;
}

/** The result set in its race: field sizes, rank at each mark and places gained, and the finish-time histogram. */
export async function analyse(db: Kysely<Database>, row: AnalysedRow): Promise<ScoreAnalysis> {
  const field = await loadField(db, row.year, row.race_item, row.edition_updated_at);
  const finishers = field.chip.length;
  const slower = finishers - countBelow(field.chip, row.chip_ms + 1);
  let previous: number | null = null;
  const splitRanks = parseSplits(row.splits).map((ms, i) => {
    const rank = countBelow(field.marks[i] ?? [], ms) + 1;
    const gained = previous === null ? 0 : previous - rank;
    previous = rank;
    return { km: (i + 1) * 5, rank, gained };
  });
  // An empty field (the runner's own row not yet in it) still draws the runner's own bin.
  const { startMs, counts } = field.chip.length > 0 ? field.histogram : histogramOf([row.chip_ms]);
  return {
    finishers,
    genderFinishers: field.byGender.get(row.gender) ?? 0,
    ageGroupFinishers: field.byAgeGroup.get(row.age_group) ?? 0,
    fasterThanPercent: finishers > 1 ? Math.floor((slower / (finishers - 1)) * 100) : 0,
    splitRanks,
    histogram: {
      startMs,
      binMs: BIN_MS,
      counts,
      runnerBin: Math.min(counts.length - 1, Math.max(0, Math.floor((row.chip_ms - startMs) / BIN_MS))),
    },
  };
}
