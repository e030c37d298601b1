import type { Kysely } from 'kysely';
import { beijingDateOf, beijingDayNumber, type DayCounts } from '../../kernel/beijing-day';
import type { Database } from '../../platform/db/schema';

/** Sign-ups of an edition per Beijing day (every entry, whatever its status now). */
export async function registrationsPerDay(db: Kysely<Database>, year: number): Promise<DayCounts> {
  const rows = await db
    .selectFrom('race_registrations')
    .select([beijingDayNumber('registered_at').as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('year', '=', year)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [beijingDateOf(row.day), Number(row.n)]));
}

/** Withdrawals of an edition per Beijing day (entries withdrawn before the moment was kept are on no day). */
export async function withdrawalsPerDay(db: Kysely<Database>, year: number): Promise<DayCounts> {
  const rows = await db
    .selectFrom('race_registrations')
    .select([beijingDayNumber('withdrawn_at').as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('year', '=', year)
    .where('withdrawn_at', 'is not', null)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [beijingDateOf(row.day), Number(row.n)]));
}

/** Entries of an edition by REGISTRATION_STATUS code. */
export async function entriesByStatus(db: Kysely<Database>, year: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('race_registrations')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('year', '=', year)
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [Number(row.status), Number(row.n)]));
}
