/**
 * What payments tells its listener (the season) became of an order: paid, expired, refunded or a refund declined.
 * Delivered at least once (an outbox): the listener must be idempotent.
 */
export type PaymentOutcome =
  | {
      kind: 'paid';
      year: number;
      regNo: number;
      orderNo: string;
      amountFen: number;
      provider: string;
      at: number;
    }
  | { kind: 'expired'; year: number; regNo: number; orderNo: string; at: number }
  | {
      kind: 'refunded';
      year: number;
      regNo: number;
      orderNo: string;
      refundNo: string;
      amountFen: number;
      at: number;
    }
  | {
      kind: 'refund-failed';
      year: number;
      regNo: number;
      orderNo: string;
      refundNo: string;
      reason: string;
      at: number;
    };

export type OrderState = 'open' | 'paid' | 'expired' | 'refunding' | 'refunded' | 'refund-failed';

export interface PaymentView {
  orderNo: string;
  state: OrderState;
  amountFen: number;
  paidFen: number;
  refundedFen: number;
  payBy: number;
  provider: string | null;
}
