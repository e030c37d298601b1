import type { Kysely } from 'kysely';
import { beijingDateOf, beijingDayNumber } from '../../kernel/beijing-day';
import type { Database } from '../../platform/db/schema';

/** Paid orders of an edition per Beijing day of payment, with what they took (integer fen, before refunds). */
export async function paymentsPerDay(
  db: Kysely<Database>,
  year: number,
): Promise<Map<string, { orders: number; paidFen: number }>> {
  const rows = await db
    .selectFrom('payment_orders')
    .select([
      beijingDayNumber('paid_at').as('day'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.sum<number | string>('paid_fen').as('fen'),
    ])
    .where('year', '=', year)
    .where('paid_at', 'is not', null)
    .groupBy('day')
    .execute();
  return new Map(
    rows.map((row) => [beijingDateOf(row.day), { orders: Number(row.n), paidFen: Number(row.fen ?? 0) }]),
  );
}
