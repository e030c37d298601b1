import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { NameQuery } from './name-keys';

/**
 * A year's runners with a key that starts with the typed query, in the order a search answers in (exact matches
 * first, then by place): one key's rows of the name search's primary key, read in its order. `match_rank` is 0
 * when the query is a whole key (the name, its pinyin either way round, its initials), 1 when it starts one.
 */
export function nameMatches(db: Kysely<Database>, year: number, query: NameQuery) {
  return db
    .selectFrom('race_result_name_keys')
    .select(['bib', 'match_rank', 'place'])
    .where('year', '=', year)
    .where('key', '=', query.kind === 'han' ? query.key : query.letters);
}
