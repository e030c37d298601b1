import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NameQuery } from './name-keys';
import { nameMatch } from './name-match';

/**
 * A year's runners whose name matches, exact matches first, then finishers before the rest, the half marathon
 * before the fun run, fastest first; `limit` rows at most (ask one more than shown to know there are more).
 */
export function runnersByName(db: Kysely<Database>, year: number, query: NameQuery, limit: number) {
  const match = nameMatch(query);
  return db
    .selectFrom('race_results')
    .select((eb) => [
      'bib',
      'name',
      'race_item',
      'gender',
      'age_group',
      'chip_ms',
      'overall_rank',
      'status',
      match.rank(eb).as('match_rank'),
    ])
    .where('year', '=', year)
    .where(match.where)
    .orderBy('match_rank')
    .orderBy('status')
    .orderBy('race_item', 'desc')
    .orderBy('overall_rank')
    .orderBy('bib')
    .limit(limit);
}
