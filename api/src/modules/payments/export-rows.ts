import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** What an entry's payment shows in the organisers' exports. */
export interface EntryPayment {
  orderNo: string;
  state: string;
  amountFen: number;
  paidFen: number;
  refundedFen: number;
  provider: string | null;
  paidAt: number | null;
}

/** Each entry's payment order of a year, by registration number: the newest order when there were several. */
export async function paymentsOfYear(db: Kysely<Database>, year: number): Promise<Map<number, EntryPayment>> {
  const rows = await db
    .selectFrom('payment_orders')
    .select(['order_no', 'reg_no', 'state', 'amount_fen', 'paid_fen', 'refunded_fen', 'provider', 'paid_at'])
    .where('year', '=', year)
    .orderBy('created_at')
    .orderBy('order_no')
    .execute();
  return new Map(
    rows.map((row) => [
      row.reg_no,
      {
        orderNo: row.order_no,
        state: row.state,
        amountFen: row.amount_fen,
        paidFen: row.paid_fen,
        refundedFen: row.refunded_fen,
        provider: row.provider,
        paidAt: row.paid_at,
      },
    ]),
  );
}
