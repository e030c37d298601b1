import { PostgresIntrospector, sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/**
 * Rewrites a year's name keys from its result rows, in the caller's transaction, in one INSERT … SELECT inside the
 * database: each runner's place in the search order, the distinct keys race_results holds for the name, every
 * start of each (a recursive count down from its length), one row per runner and start, ranked 0 where the start
 * is a whole key. A start of one letter is left out (never searched: it would match a fifth of the race); one
 * character is a search. Told apart by bytes (a letter of a key is ASCII), not by comparing with 'z', which
 * depends on the database's collation.
 */
export async function fillNameKeys(db: Kysely<Database>, year: number): Promise<void> {
  await db.deleteFrom('race_result_name_keys').where('year', '=', year).execute();
  await sql`
    with recursive
      places as (
        select bib, row_number() over (order by status, race_item desc, overall_rank, bib) as place
        from race_results where year = ${year}
      ),
      whole as (
        select bib, name_key as key from race_results where year = ${year}
        union select bib, name_pinyin from race_results where year = ${year}
        union select bib, name_pinyin_rev from race_results where year = ${year}
        union select bib, name_initials from race_results where year = ${year}
      ),
      starts (bib, key, n) as (
        select bib, key, length(key) from whole where key <> ''
        union all select bib, key, n - 1 from starts where n > 1
      )
    insert into race_result_name_keys (year, key, match_rank, place, bib)
    select cast(${year} as integer), substr(starts.key, 1, starts.n),
      min(case when starts.n = length(starts.key) then 0 else 1 end), places.place, starts.bib
    from starts join places on places.bib = starts.bib
    where starts.n > 1 or octet_length(substr(starts.key, 1, 1)) > 1
    group by substr(starts.key, 1, starts.n), places.place, starts.bib
  `.execute(db);
  // PostgreSQL plans by statistics: without fresh ones it guesses a key holds a few rows, and reads and sorts all
  // of "zh" (3,000 rows) instead of walking the key in order and stopping at 21. ANALYZE may run in a transaction
  // and counts its own new rows; SQLite's plan is the same with or without statistics (explain.test.ts).
  if (db.introspection instanceof PostgresIntrospector) await sql`analyze race_result_name_keys`.execute(db);
}
