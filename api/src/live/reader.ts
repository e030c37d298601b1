import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { WHOLE_YEAR, type LiveBus } from './bus';
import { rankIndex } from './rank-index';
import { liveRecordOf, loadLiveRows, type LiveRecord, type LiveRows } from './state';

/**
 * One read of a runner's rows per change per process, however many streams watch them: a change the bus names
 * drops the runner's kept rows and the first stream to ask reads them again, the others share that read. Places
 * are asked of the in-memory rank index on every ask, so a place moved by others' reads (a faster chip time
 * behind) costs no database read. Kept rows also age out after `keepMs`, in case an announcement was missed (the
 * listening connection was being re-made).
 */
export function liveReader(db: Kysely<Database>, bus: LiveBus, keepMs = 30_000) {
  const kept = new Map<string, { at: number; read: Promise<LiveRows | null> }>();
  const ranks = rankIndex(db, bus);
  bus.subscribe(({ year, bibs }) => {
    if (bibs.includes(WHOLE_YEAR)) {
      for (const key of kept.keys()) if (key.startsWith(`${year}/`)) kept.delete(key);
    }
    for (const bib of bibs) kept.delete(`${year}/${bib}`);
  });
  const read = async (year: number, bib: string, asOf?: number): Promise<LiveRecord | null> => {
    const key = `${year}/${bib}`;
    const now = Date.now();
    let entry = kept.get(key);
    if (!entry || now - entry.at >= keepMs) {
      const fresh = { at: now, read: loadLiveRows(db, year, bib) };
      kept.set(key, fresh);
      // A failed read is not kept: the next ask tries again.
      fresh.read.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      entry = fresh;
      if (kept.size > 50_000) for (const [old, value] of kept) if (now - value.at >= keepMs) kept.delete(old);
    }
    const rows = await entry.read;
    return rows ? liveRecordOf(rows, ranks, asOf) : null;
  };
  /** `asOf`: the changes announced so far, for a read asked for now and made later (a stream's queue). */
  return Object.assign(read, { asOf: (year: number) => ranks.announced(year) });
}
