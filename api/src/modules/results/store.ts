import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { fillNameKeys } from './name-search/fill-keys';
import { STATUS_CODE } from './status/result-status';
import { replaceEntries, type RaceRegistrationsTable } from '../registrations';
import type { EditionTotals, RaceResultsTable } from './tables';
import { noteResultsChanged } from './results-changes';

/** Run inside the import's transaction once a year's results are replaced (the live views forget their reads). */
export type ResultsReplaced = (trx: Transaction<Database>, year: number, now: number) => Promise<void>;

const replacedListeners = new WeakMap<Kysely<Database>, ResultsReplaced[]>();

/**
 * What else an import of this database does in its transaction: main/ adds the live module's forgetting of the
 * year's reads, so results never touch live's tables and live's reads never outlive an import.
 */
export function whenResultsReplaced(db: Kysely<Database>, listener: ResultsReplaced): void {
  replacedListeners.set(db, [...(replacedListeners.get(db) ?? []), listener]);
}

/**
 * Rows per INSERT: large statements cut the per-statement cost that dominates a seed or an import, and stay well
 * under SQLite's 32,766 bound parameters (18 columns × 1,500) and PostgreSQL's 65,535.
 */
const BATCH_ROWS = 1_500;

async function insertResults(trx: Transaction<Database>, rows: readonly RaceResultsTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await trx
      .insertInto('race_results')
      .values(rows.slice(start, start + BATCH_ROWS))
      .execute();
  }
}

export interface EditionRows {
  year: number;
  raceDate: number;
  resultsStatus: number;
  registrations?: readonly RaceRegistrationsTable[];
  results?: readonly RaceResultsTable[];
}

/**
 * Writes a year in one transaction: the edition row, then its registrations and results, each replacing what the
 * year held before. Either all of it lands or none of it does.
 */
export async function writeEdition(
  db: Kysely<Database>,
  edition: EditionRows,
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('race_editions')
      .select('totals')
      .where('year', '=', edition.year)
      .executeTakeFirst();
    const totals = readTotals(previous?.totals);
    if (edition.registrations) totals.registrations = edition.registrations.length;
    if (edition.results) {
      totals.finishers = {};
      // Finishers only: a DNF or DQ is not one of the field a rank is out of.
      for (const row of edition.results.filter((result) => result.status === STATUS_CODE.finished))
        totals.finishers[row.race_item] = (totals.finishers[row.race_item] ?? 0) + 1;
    }
    await trx
      .insertInto('race_editions')
      .values({
        year: edition.year,
        race_date: edition.raceDate,
        results_status: edition.resultsStatus,
        totals: JSON.stringify(totals),
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('year').doUpdateSet({
          race_date: edition.raceDate,
          results_status: edition.resultsStatus,
          totals: JSON.stringify(totals),
          updated_at: now,
        }),
      )
      .execute();
    if (edition.registrations) await replaceEntries(trx, edition.year, edition.registrations);
    if (edition.results) {
      await trx.deleteFrom('race_results').where('year', '=', edition.year).execute();
      await insertResults(trx, edition.results);
      await fillNameKeys(trx, edition.year);
      // The results replace the year's live reads and statuses (a runner's choice of who may follow them stays).
      for (const listener of replacedListeners.get(db) ?? []) await listener(trx, edition.year, now);
    }
  });
  noteResultsChanged();
}

export function readTotals(text: string | undefined): EditionTotals {
  const empty: EditionTotals = { registrations: 0, finishers: {} };
  if (!text) return empty;
  try {
    const value = JSON.parse(text) as Partial<EditionTotals>;
    return {
      registrations: typeof value.registrations === 'number' ? value.registrations : 0,
      finishers: typeof value.finishers === 'object' && value.finishers !== null ? value.finishers : {},
    };
  } catch {
    return empty;
  }
}
