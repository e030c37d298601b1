import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** The entries of an edition (optionally one race item) for the organisers' exports, by registration number. */
export function entriesForExport(db: Kysely<Database>, year: number, raceItem?: string) {
  let query = db
    .selectFrom('race_registrations')
    .select([
      'reg_no',
      'race_item',
      'name',
      'gender',
      'birth_year',
      'age_group',
      'nationality',
      'id_masked',
      'phone_masked',
      'channel',
      'status',
      'bib',
      'corral',
      'registered_at',
      'withdrawn_at',
    ])
    .where('year', '=', year);
  if (raceItem !== undefined) query = query.where('race_item', '=', raceItem);
  return query.orderBy('reg_no').execute();
}
export type ExportedEntry = Awaited<ReturnType<typeof entriesForExport>>[number];
