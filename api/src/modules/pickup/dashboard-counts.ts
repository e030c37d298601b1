import type { Kysely } from 'kysely';
import { beijingDateOf, beijingDayNumber, type DayCounts } from '../../kernel/beijing-day';
import type { Database } from '../../platform/db/schema';

/** Kit pickups of an edition per Beijing day. */
export async function pickupsPerDay(db: Kysely<Database>, year: number): Promise<DayCounts> {
  const rows = await db
    .selectFrom('kit_pickups')
    .select([beijingDayNumber('at').as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('year', '=', year)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [beijingDateOf(row.day), Number(row.n)]));
}
