import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { readTotals } from './store';

/** Each year's generation: its edition row's last change (every import writes it). The live views watch it. */
export const editionGenerations = (db: Kysely<Database>) =>
  db.selectFrom('race_editions').select(['year', 'updated_at']).execute();

/** What the live views read of a year's edition: its stored race date, whether results are final, its change. */
export const editionState = (db: Kysely<Database>, year: number) =>
  db
    .selectFrom('race_editions')
    .select(['race_date', 'results_status', 'updated_at'])
    .where('year', '=', year)
    .executeTakeFirst();

/**
 * Inside the sign-up's transaction: the year's edition row if it has none yet (its race date from the race
 * calendar), and one more registration in its totals.
 */
export async function countRegistration(
  trx: Transaction<Database>,
  { year, raceDate, now }: { year: number; raceDate: number; now: number },
): Promise<void> {
  await trx
    .insertInto('race_editions')
    .values({
      year,
      race_date: raceDate,
      results_status: 0,
      totals: JSON.stringify({ registrations: 0, finishers: {} }),
      updated_at: now,
    })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
  const edition = await trx
    .selectFrom('race_editions')
    .select('totals')
    .where('year', '=', year)
    .executeTakeFirstOrThrow();
  const totals = readTotals(edition.totals);
  totals.registrations += 1;
  await trx
    .updateTable('race_editions')
    .set({ totals: JSON.stringify(totals), updated_at: now })
    .where('year', '=', year)
    .execute();
}

/** The imported results of some bibs of a year: what replaces the live reads in the live views. */
export const resultsOfBibs = (db: Kysely<Database>, year: number, bibs: readonly string[]) =>
  db
    .selectFrom('race_results')
    .select([
      'bib',
      'gun_ms',
      'chip_ms',
      'splits',
      'overall_rank',
      'gender_rank',
      'status',
      'status_reason_zh',
      'status_reason_en',
    ])
    .where('year', '=', year)
    .where('bib', 'in', bibs)
    .execute();
