import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { readMarks, setMark } from '../../platform/shared-state/claims';
import { editionGenerations } from '../results';
import { WHOLE_YEAR, type LiveBus } from './bus';

/** How often the one SQLite process looks for an import written by another process (the results CLI). */
export const IMPORT_WATCH_MS = 2_000;

/** The shared-state key another process sets when it changed a year's live data (a passings file from the CLI). */
const MARK = 'live-changed:';
const MARK_KEPT_MS = 60 * 60_000;

/**
 * Says "this year's live data changed" to the API on SQLite, from another process: a row of the shared state (the
 * claims table, whose rows expire and are swept), read by watchImports.
 */
export async function markLiveChanged(db: Kysely<Database>, year: number, now = Date.now()): Promise<void> {
  await setMark(db, `${MARK}${year}`, MARK_KEPT_MS, now);
}

/**
 * On SQLite the results CLI is another process with no channel to the API's streams: the API notices its import
 * by the year's edition row changing (every import writes it), or its passings file by the year's mark, and tells
 * the open streams as the console's import does. Two small queries every two seconds; on PostgreSQL the CLI
 * sends NOTIFY instead.
 */
export function watchImports(
  db: Kysely<Database>,
  bus: LiveBus,
  onProblem: (message: string) => void,
  everyMs = IMPORT_WATCH_MS,
): { ready: Promise<void>; stop: () => void } {
  let known: Map<number, string> | null = null;
  let busy = false;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      const rows = await editionGenerations(db);
      const marks = await readMarks(db, MARK);
      // A year's generation: its edition row (an import) and its mark (a passings file), whichever changed.
      const now = new Map(rows.map((row) => [row.year, String(row.updated_at)]));
      // A year live on race day has no edition row yet (no results imported): its mark alone is its generation.
      for (const mark of marks) {
        const year = Number(mark.key.slice(MARK.length));
        if (Number.isInteger(year)) now.set(year, `${now.get(year) ?? ''}/${mark.setAt}`);
      }
      if (known) {
        for (const [year, generation] of now) {
          if (known.get(year) !== generation) await bus.publish({ year, bibs: [WHOLE_YEAR] });
        }
      }
      known = now;
    } catch (error) {
      // Nothing known yet (the tables were not there, the database was busy): every year the next look finds is
      // announced, rather than taken as the baseline and a change made meanwhile missed.
      known ??= new Map();
      onProblem(`live import watch: ${(error as Error).message}`);
    } finally {
      busy = false;
    }
  };
  // `ready`: the first look, what is known before anything changes (a test waits for it before changing a year).
  const ready = look();
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  return { ready, stop: () => clearInterval(timer) };
}
