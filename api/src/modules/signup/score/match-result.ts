import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { hashPersonal, nameKey, normalizeIdNumber } from '../../../kernel/identity';
import { findResultByBib } from '../../results';
import { STATUS_CODE } from '../../results';

/**
 * The result of that year and bib when it is the runner's: the name (compared as the lookups compare names) and
 * the ID number on the result row (as the identity lookup compares it). Name and bib alone are public.
 */
export async function findMatchingResult(
  db: Kysely<Database>,
  claim: { year: number; bib: string; name: string; idNumber: string },
) {
  const row = await findResultByBib(db, claim.year, claim.bib.trim().toUpperCase());
  if (!row) return undefined;
  const sameName = row.name_key === nameKey(claim.name);
  const sameId = row.id_hash === hashPersonal(normalizeIdNumber(claim.idNumber));
  return sameName && sameId && row.status === STATUS_CODE.finished ? row : undefined;
}
