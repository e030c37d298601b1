/** What an order looks like to a provider: our order number is its out_trade_no (the idempotency key). */
export interface ProviderOrder {
  orderNo: string;
  amountFen: number;
  description: string;
  payBy: number;
}

/** Where the runner goes to pay: a page to open, or a code to scan (WeChat Native). */
export interface Checkout {
  kind: 'redirect' | 'qr';
  url: string;
}

/** A payment the provider reports (by notification or by query), already checked as genuine. */
export interface ProviderPayment {
  /** The provider's id of this report; a report delivered twice carries the same id. */
  eventId: string;
  orderNo: string;
  txnId: string;
  amountFen: number;
  at: number;
}

export type QueryAnswer = { paid: true; payment: ProviderPayment } | { paid: false };

export type RefundAnswer = { ok: true } | { ok: false; reason: string };

/** A notification as it arrived over HTTP: the raw body (signatures cover the exact bytes) and the headers. */
export interface RawNotification {
  headers: Record<string, string | undefined>;
  body: string;
}

/**
 * One payment provider (dev, WeChat Pay API v3, Alipay). Every call is idempotent on the provider's side by our
 * order or refund number, so a retry after a timeout never charges or refunds twice.
 */
export interface PaymentProvider {
  readonly name: string;
  checkout(order: ProviderOrder): Promise<Checkout>;
  /** The payment a genuine notification reports, or null when its signature or freshness fails. */
  verifyNotification(notification: RawNotification): ProviderPayment | null;
  query(orderNo: string): Promise<QueryAnswer>;
  /** Closes an unpaid order at the provider so no payment can arrive after our window. */
  close(orderNo: string): Promise<void>;
  refund(input: {
    orderNo: string;
    refundNo: string;
    amountFen: number;
    totalFen: number;
  }): Promise<RefundAnswer>;
}
