import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { WHOLE_YEAR, type LiveBus } from './bus';

/** Reads re-read on each refresh: a transaction that committed late (an older received_at) is still caught. */
const OVERLAP_MS = 10_000;

interface YearIndex {
  /** `bib/point` → the read's group (`item/point`, `item/point/gender`) and elapsed time. */
  reads: Map<string, { group: string; genderGroup: string; elapsed: number }>;
  /** Each group's elapsed times, sorted; rebuilt when the group changed. */
  sorted: Map<string, Float64Array>;
  changed: Set<string>;
  seenUpTo: number;
  /** Changes announced so far, and how many of them the last finished refresh had begun after. */
  announced: number;
  caughtUp: number;
  refreshing: Promise<void> | null;
}

/**
 * The places of one runner at their points: overall and within their gender, among the reads kept so far, once the
 * index has caught up with the changes announced up to `asOf` (a count from `announced`; by default all so far).
 */
export interface RankLookup {
  (
    year: number,
    item: string,
    gender: number,
    splits: readonly { point: string; elapsed: number }[],
    asOf?: number,
  ): Promise<{ rank: number; genderRank: number }[]>;
  /** How many changes of the year were announced so far: a caller queueing reads says which it must see. */
  announced(year: number): number;
}

/** How many values of a sorted array are below `value`: the runners ahead. */
function below(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every process keeps the year's elapsed times at each point in memory (25,000 runners × 6 points is about 2 MB), so
 * a place is a binary search rather than a count over the index for every runner read. The index reads only what
 * changed since it last looked (by received_at, with an overlap), and looks again after each change the bus
 * announces; the imported results (a whole-year change) drop it.
 */
export function rankIndex(db: Kysely<Database>, bus: LiveBus): RankLookup {
  const years = new Map<number, YearIndex>();
  bus.subscribe(({ year, bibs }) => {
    if (bibs.includes(WHOLE_YEAR)) years.delete(year);
    else {
      const index = years.get(year);
      if (index) index.announced += 1;
    }
  });

  async function refresh(year: number, index: YearIndex): Promise<void> {
    const upTo = index.announced;
    await readChanges(year, index);
    index.caughtUp = Math.max(index.caughtUp, upTo);
  }

  async function readChanges(year: number, index: YearIndex): Promise<void> {
    const since = index.seenUpTo - OVERLAP_MS;
    const rows = await db
      .selectFrom('live_passings')
      .select(['bib', 'point', 'race_item', 'gender', 'elapsed_ms', 'received_at'])
      .where('year', '=', year)
      .where('received_at', '>', since)
      .execute();
    for (const row of rows) {
      const group = `${row.race_item}/${row.point}`;
      const genderGroup = `${group}/${row.gender}`;
      const key = `${row.bib}/${row.point}`;
      const elapsed = Number(row.elapsed_ms);
      if (index.reads.get(key)?.elapsed !== elapsed) {
        index.reads.set(key, { group, genderGroup, elapsed });
        index.changed.add(group).add(genderGroup);
      }
      index.seenUpTo = Math.max(index.seenUpTo, Number(row.received_at));
    }
    if (index.changed.size === 0) return;
    const groups = new Map<string, number[]>();
    for (const read of index.reads.values()) {
      for (const group of [read.group, read.genderGroup]) {
        if (!index.changed.has(group)) continue;
        let values = groups.get(group);
        if (!values) groups.set(group, (values = []));
        values.push(read.elapsed);
      }
    }
    for (const group of index.changed)
      index.sorted.set(group, Float64Array.from(groups.get(group) ?? []).sort());
    index.changed.clear();
  }

  const lookup = async (
    year: number,
    item: string,
    gender: number,
    splits: readonly { point: string; elapsed: number }[],
    asOf?: number,
  ) => {
    let index = years.get(year);
    if (!index) {
      index = {
        reads: new Map(),
        sorted: new Map(),
        changed: new Set(),
        seenUpTo: 0,
        announced: 1,
        caughtUp: 0,
        refreshing: null,
      };
      years.set(year, index);
    }
    const current = index;
    // A read waits for a refresh begun after the changes announced before it was asked for, not for every later
    // one: under a steady feed the index is always a little behind, and reads queued in a stream must not chase it.
    const needed = Math.max(1, Math.min(asOf ?? current.announced, current.announced));
    while (current.caughtUp < needed) {
      current.refreshing ??= refresh(year, current).finally(() => {
        current.refreshing = null;
      });
      await current.refreshing;
    }
    return splits.map(({ point, elapsed }) => {
      const group = `${item}/${point}`;
      return {
        rank: below(current.sorted.get(group) ?? new Float64Array(), elapsed) + 1,
        genderRank: below(current.sorted.get(`${group}/${gender}`) ?? new Float64Array(), elapsed) + 1,
      };
    });
  };
  return Object.assign(lookup, { announced: (year: number) => years.get(year)?.announced ?? 0 });
}
