import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nameKey } from '../../race-data/identity';
import { findResultByBib } from '../../race-data/repository';
import { STATUS_CODE } from '../../race-data/status/result-status';

/**
 * The finisher's result of that year and bib, when it belongs to that name (compared as the lookups compare names):
 * a DNF or DQ is no past result to enter with.
 */
export async function findMatchingResult(db: Kysely<Database>, year: number, bib: string, name: string) {
  const row = await findResultByBib(db, year, bib.trim().toUpperCase());
  return row && row.name_key === nameKey(name) && row.status === STATUS_CODE.finished ? row : undefined;
}
