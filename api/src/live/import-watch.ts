import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { WHOLE_YEAR, type LiveBus } from './bus';

/** How often the one SQLite process looks for an import written by another process (the results CLI). */
export const IMPORT_WATCH_MS = 2_000;

/**
 * On SQLite the results CLI is another process with no channel to the API's streams: the API notices its import
 * by the year's edition row changing (every import writes it), and tells the open streams as the upload page's
 * import does. One small query every two seconds; on PostgreSQL the CLI sends NOTIFY instead.
 */
export function watchImports(
  db: Kysely<Database>,
  bus: LiveBus,
  onProblem: (message: string) => void,
  everyMs = IMPORT_WATCH_MS,
): () => void {
  let known: Map<number, number> | null = null;
  let busy = false;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      const rows = await db.selectFrom('race_editions').select(['year', 'updated_at']).execute();
      const now = new Map(rows.map((row) => [row.year, Number(row.updated_at)]));
      if (known) {
        for (const [year, generation] of now) {
          if (known.get(year) !== generation) await bus.publish({ year, bibs: [WHOLE_YEAR] });
        }
      }
      known = now;
    } catch (error) {
      onProblem(`live import watch: ${(error as Error).message}`);
    } finally {
      busy = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
