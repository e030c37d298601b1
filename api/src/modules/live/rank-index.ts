import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { TrackingMode } from '@marathon/shared/api';
import { STATUS_CODE } from '../results';
import { WHOLE_YEAR, type LiveBus, type LiveChange } from './bus';

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
  /** The race's tracking rule the index was counted under (null before its first refresh). */
  raceDefault: TrackingMode | null;
}

/**
 * Who counts in the places everyone sees: not a runner who hides (by their own choice or the race's rule), whose
 * times the places around them would bracket, and not a disqualified one. Runners shared by code and those who did
 * not finish count at the mats they passed. The imported final results rank as the timing company did.
 */
export function countsInPlaces(mode: string, status: number): boolean {
  return mode !== 'hidden' && status !== STATUS_CODE.dq;
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
 * whole-year change) drop it. Runners who hide or are disqualified are left out (countsInPlaces): a choice or a
 * status changed is announced for the runner like a read.
 */
export function rankIndex(
  db: Kysely<Database>,
  bus: LiveBus,
  raceDefault: () => Promise<TrackingMode>,
): RankLookup {
  const years = new Map<number, YearIndex>();
  const changed = ({ year, bibs }: LiveChange) => {
    if (bibs.includes(WHOLE_YEAR)) years.delete(year);
    else {
      const index = years.get(year);
      if (!index) return;
      index.announced += 1;
      for (const bib of bibs) index.dirty.add(bib);
    }
  };
  bus.subscribe(changed);
  // This process's own change counts here at once; heard again through the database, it only reads them again.
  bus.onOwnChange(changed);
  // Reads announced while the bus was not listening are unknown: every year's index is read again when next asked.
  bus.onMissed(() => years.clear());

  async function refresh(year: number, index: YearIndex): Promise<void> {
    const upTo = index.announced;
    const mode = await raceDefault();
    if (index.raceDefault !== mode) {
      // The race's own rule changed who is hidden by default: every read is counted again, from a whole sweep.
      index.groups.clear();
      index.sorted.clear();
      index.sweptAt = 0;
      index.seenUpTo = 0;
      index.raceDefault = mode;
    }
    await readChanges(year, index, mode);
    index.caughtUp = Math.max(index.caughtUp, upTo);
  }

  /** The reads of the runners announced since the last refresh, and everything received since the last sweep. */
  async function changedRows(year: number, index: YearIndex) {
    const bibs = [...index.dirty];
    index.dirty.clear();
    const columns = [
      'live_passings.bib',
      'point',
      'race_item',
      'gender',
      'elapsed_ms',
      'received_at',
      'live_runners.tracking',
      'live_runners.status',
    ] as const;
    const reads = () =>
      db
        .selectFrom('live_passings')
        .leftJoin('live_runners', (join) =>
          join
            .onRef('live_runners.year', '=', 'live_passings.year')
            .onRef('live_runners.bib', '=', 'live_passings.bib'),
        )
        .select(columns)
        .where('live_passings.year', '=', year);
    try {
      const rows = [];
      const now = Date.now();
      if (now - index.sweptAt >= SWEEP_MS) {
        const since = index.seenUpTo - OVERLAP_MS;
        index.sweptAt = now;
        const swept = await reads().where('received_at', '>', since).execute();
        for (const row of swept) index.seenUpTo = Math.max(index.seenUpTo, Number(row.received_at));
        rows.push(...swept);
      }
      for (let first = 0; first < bibs.length; first += BIBS_PER_QUERY) {
        rows.push(
          ...(await reads()
            .where('live_passings.bib', 'in', bibs.slice(first, first + BIBS_PER_QUERY))
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

  async function readChanges(year: number, index: YearIndex, raceDefault: TrackingMode): Promise<void> {
    for (const row of await changedRows(year, index)) {
      const group = `${row.race_item}/${row.point}`;
      const key = `${row.bib}/${row.point}`;
      const elapsed = Number(row.elapsed_ms);
      const counted = countsInPlaces(row.tracking ?? raceDefault, Number(row.status ?? 0));
      // A runner's race and gender are fixed for the year: a read moves within its two groups, never between.
      for (const name of [group, `${group}/${row.gender}`]) {
        let reads = index.groups.get(name);
        if (!reads) index.groups.set(name, (reads = new Map()));
        if (!counted) {
          if (reads.delete(key)) index.changed.add(name);
          continue;
        }
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
        raceDefault: null,
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
