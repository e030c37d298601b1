import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { WHOLE_YEAR, type LiveBus } from './bus';
import { rankIndex } from './rank-index';
import { readLiveRunner, type LiveRecord } from './state';

/**
 * One read of a runner's live state per change per process, however many streams watch them: a change drops the
 * runner's kept read and the first stream to ask reads it again, the others share that read. A kept read also ages
 * out after a few seconds, so ranks moved by others' passings (a faster chip time behind) catch up.
 */
export function liveReader(db: Kysely<Database>, bus: LiveBus, keepMs = 5_000) {
  const kept = new Map<string, { at: number; read: Promise<LiveRecord | null> }>();
  const ranks = rankIndex(db, bus);
  bus.subscribe(({ year, bibs }) => {
    if (bibs.includes(WHOLE_YEAR)) {
      for (const key of kept.keys()) if (key.startsWith(`${year}/`)) kept.delete(key);
    }
    for (const bib of bibs) kept.delete(`${year}/${bib}`);
  });
  return (year: number, bib: string): Promise<LiveRecord | null> => {
    const key = `${year}/${bib}`;
    const now = Date.now();
    const entry = kept.get(key);
    if (entry && now - entry.at < keepMs) return entry.read;
    const read = readLiveRunner(db, ranks, year, bib);
    kept.set(key, { at: now, read });
    // A failed read is not kept: the next ask tries again.
    read.catch(() => kept.delete(key));
    if (kept.size > 50_000) for (const [old, value] of kept) if (now - value.at >= keepMs) kept.delete(old);
    return read;
  };
}
