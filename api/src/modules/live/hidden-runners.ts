import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * The bibs among `bibs` whose runners chose to be hidden (live_runners.tracking 'hidden'): the public results lists
 * leave their names out too (issue 41 item 8). The race's default alone hides no one from the lists.
 */
export async function hiddenBibs(
  db: Kysely<Database>,
  year: number,
  bibs: readonly string[],
): Promise<Set<string>> {
  if (bibs.length === 0) return new Set();
  const rows = await db
    .selectFrom('live_runners')
    .select('bib')
    .where('year', '=', year)
    .where('tracking', '=', 'hidden')
    .where('bib', 'in', [...bibs])
    .execute();
  return new Set(rows.map((row) => row.bib));
}
