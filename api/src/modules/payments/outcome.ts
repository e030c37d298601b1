/** What payments tells its listener (season) happened; see SEASON.md. */
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
