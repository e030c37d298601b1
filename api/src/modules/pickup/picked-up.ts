import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** The entries of a year whose race kit was collected, and when (epoch ms), by registration number. */
export async function kitPickupsOf(db: Kysely<Database>, year: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('kit_pickups').select(['reg_no', 'at']).where('year', '=', year).execute();
  return new Map(rows.map((row) => [row.reg_no, row.at]));
}
