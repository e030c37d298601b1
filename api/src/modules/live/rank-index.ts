import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { WHOLE_YEAR, type LiveBus } from './bus';

/** Reads re-read by each sweep: a transaction that committed late (an older received_at) is still caught. */
const OVERLAP_MS = 10_000;
/**
 * How often the index also reads every read received since its last sweep: an announcement missed (the listening
 * connection was being made again) is caught up within this (the reader's kept rows age out as often).
 */
const SWEEP_MS = 30_000;
/** Bibs per query when the announced runners' reads are read again. */
const BIBS_PER_QUERY = 500;

interface YearIndex {
  /** Each group's (`item/point`, `item/point/gender`) reads: `bib/point` → elapsed time. */
  groups: Map<string, Map<string, number>>;
  /** Each group's elapsed times, sorted; rebuilt when the group changed. */
  sorted: Map<string, Float64Array>;
  changed: Set<string>;
  /** The runners announced changed since the last refresh began: their reads are read again. */
  dirty: Set<string>;
  /** When the last sweep began, and the latest received_at it saw. */
  sweptAt: number;
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
 * a place is a binary search rather than a count over the index for every runner read. After each change the bus
 * announces, the index reads again the reads of the runners announced (by bib: exact however late their transaction
 * committed, and a few rows however fast the feed); every SWEEP_MS it also reads whatever was received since its
 * last sweep (by received_at, with an overlap), which is also how it first fills. The imported results (a
 * whole-year change) drop it.
 */
export function rankIndex(db: Kysely<Database>, bus: LiveBus): RankLookup {
  const years = new Map<number, YearIndex>();
  bus.subscribe(({ year, bibs }) => {
    if (bibs.includes(WHOLE_YEAR)) years.delete(year);
    else {
      const index = years.get(year);
      if (!index) return;
      index.announced += 1;
      for (const bib of bibs) index.dirty.add(bib);
    }
  });

  async function refresh(year: number, index: YearIndex): Promise<void> {
    const upTo = index.announced;
    await readChanges(year, index);
    index.caughtUp = Math.max(index.caughtUp, upTo);
  }

  /** The reads of the runners announced since the last refresh, and everything received since the last sweep. */
  async function changedRows(year: number, index: YearIndex) {
    const bibs = [...index.dirty];
    index.dirty.clear();
    const columns = ['bib', 'point', 'race_item', 'gender', 'elapsed_ms', 'received_at'] as const;
    try {
      const rows = [];
      const now = Date.now();
      if (now - index.sweptAt >= SWEEP_MS) {
        const since = index.seenUpTo - OVERLAP_MS;
        index.sweptAt = now;
        const swept = await db
          .selectFrom('live_passings')
          .select(columns)
          .where('year', '=', year)
          .where('received_at', '>', since)
          .execute();
        for (const row of swept) index.seenUpTo = Math.max(index.seenUpTo, Number(row.received_at));
        rows.push(...swept);
      }
      for (let first = 0; first < bibs.length; first += BIBS_PER_QUERY) {
        rows.push(
          ...(await db
            .selectFrom('live_passings')
            .select(columns)
            .where('year', '=', year)
            .where('bib', 'in', bibs.slice(first, first + BIBS_PER_QUERY))
            .execute()),
        );
      }
      return rows;
    } catch (error) {
      // Nothing announced is lost: the next refresh reads these runners again.
      for (const bib of bibs) index.dirty.add(bib);
      throw error;
    }
  }

  async function readChanges(year: number, index: YearIndex): Promise<void> {
    for (const row of await changedRows(year, index)) {
      const group = `${row.race_item}/${row.point}`;
      const key = `${row.bib}/${row.point}`;
      const elapsed = Number(row.elapsed_ms);
      // A runner's race and gender are fixed for the year: a read moves within its two groups, never between.
      for (const name of [group, `${group}/${row.gender}`]) {
        let reads = index.groups.get(name);
        if (!reads) index.groups.set(name, (reads = new Map()));
        if (reads.get(key) === elapsed) continue;
        reads.set(key, elapsed);
        index.changed.add(name);
      }
    }
    // Only the groups that changed are sorted again, each from its own reads (not a pass over the whole year's).
    for (const name of index.changed)
      index.sorted.set(name, Float64Array.from(index.groups.get(name)?.values() ?? []).sort());
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
        groups: new Map(),
        sorted: new Map(),
        changed: new Set(),
        dirty: new Set(),
        sweptAt: 0,
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
