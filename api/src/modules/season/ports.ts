/**
 * The seam with the payments module: the season opens an order per won place and asks for refunds; payments answers what became of them through `onOutcome`. main/ wires the two.
 */
export type { PaymentOutcome } from '../payments';

export interface PaymentOfEntry {
  orderNo: string;
  state: 'open' | 'paid' | 'expired' | 'refunding' | 'refunded' | 'refund-failed';
  amountFen: number;
  paidFen: number;
  refundedFen: number;
  payBy: number;
  provider: string | null;
}

export interface PaymentsPort {
  /** Idempotent per (year, regNo): a second call answers the open order. */
  openOrder(input: {
    year: number;
    regNo: number;
    raceItem: string;
    amountFen: number;
    payBy: number;
  }): Promise<{ orderNo: string }>;
  /** Refuses more than paid minus refunded; the outcome arrives later through onOutcome. */
  refund(input: {
    year: number;
    regNo: number;
    amountFen: number;
    reason: string;
    actor: string;
  }): Promise<{ refundNo: string }>;
  paymentOf(year: number, regNo: number): Promise<PaymentOfEntry | null>;
}
