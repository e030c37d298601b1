import type { Kysely } from 'kysely';
import { RESULTS_STATUS } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { writeEdition } from './store';
import { settleCorrections } from './corrections/repository';
import { STATUS_CODE } from './status/result-status';
import type { RaceResultsTable } from './tables';

/**
 * Replaces a year's results with checked rows, in one transaction (all or nothing). The edition's race date is the
 * race calendar's (`raceDay`, the configured race of that year); a year no race is configured for keeps the date it
 * has, and one never seen records when its results arrived (no live feed runs for such a year). Used by the
 * results CLI and the console's results import alike.
 */
export async function importResults(
  db: Kysely<Database>,
  { year, final, rows }: { year: number; final: boolean; rows: readonly RaceResultsTable[] },
  raceDay: number | null = null,
): Promise<void> {
  const existing = await db
    .selectFrom('race_editions')
    .select('race_date')
    .where('year', '=', year)
    .executeTakeFirst();
  const now = Date.now();
  await writeEdition(
    db,
    {
      year,
      raceDate: raceDay ?? existing?.race_date ?? now,
      resultsStatus: final ? RESULTS_STATUS.final : RESULTS_STATUS.provisional,
      results: rows,
    },
    now,
  );
  // The requests the organisers accepted are answered by this import: each now shows the time it brought.
  const finishers = rows.filter((row) => row.status === STATUS_CODE.finished);
  await settleCorrections(db, year, new Map(finishers.map((row) => [row.bib, row.chip_ms])), now);
}
