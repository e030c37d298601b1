/**
 * The payments module's tables. Money is integer fen; times are epoch ms.
 * - payment_orders: one order per won place (year, reg_no); its order_no is also the idempotency key sent to the
 *   provider (out_trade_no), so a second press of "pay" or a second tab can never become a second charge.
 * - payment_notifications: every provider notification accepted, keyed by the provider's own event id, so a
 *   notification delivered twice is recorded once and changes nothing the second time.
 * - payment_refunds: each refund asked for, with the provider's answer.
 * - payment_outcomes: an outbox written in the same transaction as the state change it reports; the listener
 *   (season) is called until a delivery succeeds, so a crash between the change and the call loses nothing.
 */
export interface PaymentOrdersTable {
  order_no: string;
  year: number;
  reg_no: number;
  race_item: string;
  amount_fen: number;
  paid_fen: number;
  refunded_fen: number;
  /** Refunds asked for and not yet answered: counted against what may still be refunded. */
  refunding_fen: number;
  state: string;
  pay_by: number;
  /** The provider the runner chose at checkout (fixed from then on: one order, one provider). */
  provider: string | null;
  provider_txn: string | null;
  created_at: number;
  paid_at: number | null;
  updated_at: number;
}

export interface PaymentNotificationsTable {
  /** `${provider}:${event id}`. */
  id: string;
  order_no: string;
  provider: string;
  kind: string;
  amount_fen: number;
  received_at: number;
  outcome: string;
}

export interface PaymentRefundsTable {
  refund_no: string;
  order_no: string;
  amount_fen: number;
  reason: string;
  actor: string;
  state: string;
  fail_reason: string | null;
  created_at: number;
  done_at: number | null;
}

export interface PaymentOutcomesTable {
  /** `${kind}:${orderNo or refundNo}`: one outcome per event, whatever retries happen. */
  id: string;
  payload: string;
  created_at: number;
  /** A delivery under way until then: another process skips it; after a crash the lease ends and it is sent again. */
  claimed_until: number | null;
  delivered_at: number | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    payment_orders: PaymentOrdersTable;
    payment_notifications: PaymentNotificationsTable;
    payment_refunds: PaymentRefundsTable;
    payment_outcomes: PaymentOutcomesTable;
  }
}
