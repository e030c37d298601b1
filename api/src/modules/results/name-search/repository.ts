import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { NameQuery } from './name-keys';
import { nameMatches } from './name-match';

/**
 * A year's runners whose name matches, exact matches first, then finishers before the rest, the half marathon
 * before the fun run, fastest first; `limit` rows at most (ask one more than shown to know there are more). The
 * name keys settle which and in what order; only the rows shown are read from race_results.
 */
export function runnersByName(db: Kysely<Database>, year: number, query: NameQuery, limit: number) {
  const shown = nameMatches(db, year, query).orderBy('match_rank').orderBy('place').limit(limit).as('m');
  return db
    .selectFrom(shown)
    .innerJoin('race_results as r', (join) => join.on('r.year', '=', year).onRef('r.bib', '=', 'm.bib'))
    .select([
      'r.bib',
      'r.name',
      'r.race_item',
      'r.gender',
      'r.age_group',
      'r.chip_ms',
      'r.overall_rank',
      'r.status',
      'm.match_rank',
    ])
    .orderBy('m.match_rank')
    .orderBy('m.place');
}
