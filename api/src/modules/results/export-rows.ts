import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** An edition's results (optionally one race item) for the organisers' export, by race item and overall rank. */
export function resultsForExport(db: Kysely<Database>, year: number, raceItem?: string) {
  let query = db
    .selectFrom('race_results')
    .select([
      'race_item',
      'bib',
      'name',
      'gender',
      'age_group',
      'gun_ms',
      'chip_ms',
      'overall_rank',
      'gender_rank',
      'age_group_rank',
      'status',
      'status_reason_zh',
      'status_reason_en',
    ])
    .where('year', '=', year);
  if (raceItem !== undefined) query = query.where('race_item', '=', raceItem);
  return query.orderBy('race_item').orderBy('overall_rank').orderBy('bib').execute();
}
