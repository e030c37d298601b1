import { z } from 'zod';
import type { ProviderPayment } from '../provider';

/** A transaction as WeChat Pay API v3 describes it, in a notification's resource or a query's answer. */
export const transactionSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int().nonnegative() }).optional(),
});

type Transaction = z.infer<typeof transactionSchema>;

/** A paid transaction as a payment; null unless WeChat says it succeeded and gives its id, amount and time. */
export function paymentOfTransaction(t: Transaction): ProviderPayment | null {
  if (t.trade_state !== 'SUCCESS' || !t.transaction_id || !t.amount || !t.success_time) return null;
  const at = Date.parse(t.success_time);
  if (Number.isNaN(at)) return null;
  // Named by the transaction, so the notification and a query of the same payment are one report.
  return {
    eventId: `pay-${t.transaction_id}`,
    orderNo: t.out_trade_no,
    txnId: t.transaction_id,
    amountFen: t.amount.total,
    at,
  };
}
