import type { Kysely } from 'kysely';
import { hashPersonal, maskIdNumber } from '../../kernel/identity';
import type { Database } from '../../platform/db/schema';
import { nameKeys } from './name-search/name-keys';

/**
 * A finished result of a past year, written straight into the results table (no import: the name search's key table stays empty): for
 * other modules' tests that need one runner's result (the score verification field, the member centre). Beside the
 * table's owner, so its shape changes in one place.
 */
export async function insertResult(
  db: Kysely<Database>,
  row: { year: number; bib: string; name: string; idNumber: string; chipMs?: number },
): Promise<void> {
  await db
    .insertInto('race_results')
    .values({
      year: row.year,
      bib: row.bib,
      race_item: 'half',
      name: row.name,
      ...nameKeys(row.name),
      gender: 2,
      age_group: '60+',
      id_hash: hashPersonal(row.idNumber),
      id_masked: maskIdNumber(row.idNumber),
      gun_ms: (row.chipMs ?? 5_400_000) + 30_000,
      chip_ms: row.chipMs ?? 5_400_000,
      splits: '[]',
      overall_rank: 9_999,
      gender_rank: 9_999,
      age_group_rank: 9_999,
      status: 0,
      status_reason_zh: null,
      status_reason_en: null,
    })
    .execute();
}
