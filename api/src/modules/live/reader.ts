import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { TrackingMode } from '@marathon/shared/api';
import type { RaceCalendar } from '../../kernel/race-calendar';
import { WHOLE_YEAR, type LiveBus, type LiveChange } from './bus';
import { rankIndex } from './rank-index';
import { liveRecordOf, loadLiveRowsMany, type LiveRecord, type LiveRows } from './state';

/** Runners' rows kept at most, before those older than `keepMs` are let go. */
const KEPT_AT_MOST = 50_000;

/**
 * One read of a runner's rows per change per process, however many streams watch them: a change the bus names
 * drops the runner's kept rows and the first to ask reads them again (with every other runner asked for with it, in
 * one batch of queries), the others share that read. Places are asked of the in-memory rank index on every ask, so
 * a place moved by others' reads (a faster chip time behind) costs no database read. Every kept row goes when the
 * bus says announcements may have been missed (its listening connection was made again); rows also age out after
 * `keepMs`, in case one was missed otherwise.
 */
export function liveReader(
  db: Kysely<Database>,
  bus: LiveBus,
  keepMs = 30_000,
  calendar: () => Promise<RaceCalendar | null> = async () => null,
  raceDefault: () => Promise<TrackingMode> = async () => 'public',
) {
  const kept = new Map<string, { at: number; read: Promise<LiveRows | null> }>();
  const ranks = rankIndex(db, bus, raceDefault);
  const drop = ({ year, bibs }: LiveChange) => {
    if (bibs.includes(WHOLE_YEAR)) {
      for (const key of kept.keys()) if (key.startsWith(`${year}/`)) kept.delete(key);
    }
    for (const bib of bibs) kept.delete(`${year}/${bib}`);
  };
  bus.subscribe(drop);
  // A change made here is read here at once (a runner's own choice, then their next look), not a NOTIFY later.
  bus.onOwnChange(drop);
  bus.onMissed(() => kept.clear());

  /** The rows of these runners: kept ones as they are, the others (or too old) read together. */
  const rowsOf = (year: number, bibs: readonly string[]): Promise<LiveRows | null>[] => {
    const now = Date.now();
    const stale = bibs.filter((bib) => {
      const entry = kept.get(`${year}/${bib}`);
      return !entry || now - entry.at >= keepMs;
    });
    if (stale.length > 0) {
      const batch = calendar().then((known) => loadLiveRowsMany(db, year, stale, known));
      for (const bib of stale) {
        const key = `${year}/${bib}`;
        const fresh = { at: now, read: batch.then((rows) => rows.get(bib) ?? null) };
        kept.set(key, fresh);
        // A failed read is not kept: the next ask tries again.
        fresh.read.catch(() => {
          if (kept.get(key) === fresh) kept.delete(key);
        });
      }
      if (kept.size > KEPT_AT_MOST)
        for (const [old, value] of kept) if (now - value.at >= keepMs) kept.delete(old);
    }
    return bibs.map((bib) => kept.get(`${year}/${bib}`)?.read ?? Promise.resolve(null));
  };

  const read = async (year: number, bib: string, asOf?: number): Promise<LiveRecord | null> => {
    const [rows] = await Promise.all(rowsOf(year, [bib]));
    return rows ? liveRecordOf(rows, ranks, asOf) : null;
  };
  /** Several runners' records at once (null for a bib the year has no runner of), their rows read in one batch. */
  const many = async (
    year: number,
    bibs: readonly string[],
    asOf?: number,
  ): Promise<Map<string, LiveRecord | null>> => {
    const rows = await Promise.all(rowsOf(year, bibs));
    const records = await Promise.all(
      rows.map((runner) => (runner ? liveRecordOf(runner, ranks, asOf) : Promise.resolve(null))),
    );
    return new Map(bibs.map((bib, index) => [bib, records[index] ?? null]));
  };
  /** `asOf`: the changes announced so far, for a read asked for now and made later (a stream's queue). */
  return Object.assign(read, { asOf: (year: number) => ranks.announced(year), many });
}

export type LiveReader = ReturnType<typeof liveReader>;
