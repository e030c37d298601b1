/** What ranking needs of a finisher. */
export interface Rankable {
  race_item: string;
  gender: number;
  age_group: string;
  chip_ms: number;
  bib: string;
  overall_rank: number;
  gender_rank: number;
  age_group_rank: number;
  /** 0 for a finisher (STATUS_CODE); absent is a finisher. */
  status?: number;
}

/**
 * Fills the three ranks of one year's finishers in place. Mass races in China rank by net (chip) time; ties keep
 * bib order so a rank never depends on the order rows arrived in.
 */
export function assignRanks<T extends Rankable>(rows: T[]): T[] {
  // Only finishers are ranked: a DNF or DQ keeps rank 0.
  const sorted = rows
    .filter((row) => (row.status ?? 0) === 0)
    .sort(
      (a, b) => a.race_item.localeCompare(b.race_item) || a.chip_ms - b.chip_ms || a.bib.localeCompare(b.bib),
    );
  const counters = new Map<string, number>();
  const next = (key: string): number => {
    const value = (counters.get(key) ?? 0) + 1;
    counters.set(key, value);
    return value;
  };
  for (const row of sorted) {
    row.overall_rank = next(row.race_item);
    row.gender_rank = next(`${row.race_item}|g${row.gender}`);
    row.age_group_rank = next(`${row.race_item}|g${row.gender}|${row.age_group}`);
  }
  return rows;
}
