import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/** The bibs among `bibs` whose runners chose not to be listed. */
export async function unlistedBibs(
  db: Kysely<Database>,
  year: number,
  bibs: readonly string[],
): Promise<Set<string>> {
  if (bibs.length === 0) return new Set();
  const rows = await db
    .selectFrom('result_unlisted')
    .select('bib')
    .where('year', '=', year)
    .where('bib', 'in', [...bibs])
    .execute();
  return new Set(rows.map((row) => row.bib));
}

export async function setListed(
  db: Kysely<Database>,
  choice: { year: number; bib: string; userId: string; listed: boolean },
): Promise<void> {
  if (choice.listed) {
    await db
      .deleteFrom('result_unlisted')
      .where('year', '=', choice.year)
      .where('bib', '=', choice.bib)
      .execute();
    return;
  }
  await db
    .insertInto('result_unlisted')
    .values({ year: choice.year, bib: choice.bib, user_id: choice.userId, chosen_at: Date.now() })
    // Choosing twice is one choice (a retried request changes nothing).
    .onConflict((conflict) => conflict.columns(['year', 'bib']).doNothing())
    .execute();
}
