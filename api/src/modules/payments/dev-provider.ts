import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../kernel/clock';
import type {
  Checkout,
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  QueryAnswer,
  RawNotification,
} from './provider';

/** A notification older than this is refused as a replay (WeChat Pay uses the same five minutes). */
const FRESH_MS = 5 * 60_000;

const paymentSchema = z.object({
  eventId: z.string().min(1),
  orderNo: z.string().min(1),
  txnId: z.string().min(1),
  amountFen: z.number().int().nonnegative(),
  at: z.number().int(),
});

interface Taken {
  txnId: string;
  amountFen: number;
  at: number;
  /** Refund numbers already paid back: a retried refund with the same number pays nothing again. */
  refunds: Map<string, number>;
}

/**
 * The development provider of the local mode: its checkout page lets the visitor press "pay", it keeps what it
 * "took" and sends a notification signed with HMAC-SHA256 over timestamp, nonce and body, verified like a real one.
 * Never configured outside local mode (see config).
 */
export interface DevProvider extends PaymentProvider {
  /** The visitor pressed pay on the dev checkout page: the money is taken and a signed notification made. */
  pay(orderNo: string, amountFen: number): RawNotification;
}

export function createDevProvider(options: {
  secret: string;
  clock: Clock;
  /** The absolute address of the stand-in's checkout page; the order travels in its query. */
  checkoutBase: string;
}): DevProvider {
  const taken = new Map<string, Taken>();
  const closed = new Set<string>();
  const sign = (timestamp: string, nonce: string, body: string): string =>
    createHmac('sha256', options.secret).update(`${timestamp}\n${nonce}\n${body}\n`).digest('base64');
  const paymentOf = (orderNo: string, t: Taken): ProviderPayment => ({
    eventId: `pay-${t.txnId}`,
    orderNo,
    txnId: t.txnId,
    amountFen: t.amountFen,
    at: t.at,
  });
  return {
    name: 'dev',
    checkout(order: ProviderOrder): Promise<Checkout> {
      const url = `${options.checkoutBase}?order=${encodeURIComponent(order.orderNo)}`;
      return Promise.resolve({ kind: 'redirect', url });
    },
    pay(orderNo, amountFen) {
      if (closed.has(orderNo)) throw new Error(`dev provider: order ${orderNo} is closed`);
      // One charge per order number: pressing pay again reports the same payment, as a real provider would.
      let t = taken.get(orderNo);
      if (!t) {
        t = {
          txnId: `dev${randomBytes(8).toString('hex')}`,
          amountFen,
          at: options.clock(),
          refunds: new Map(),
        };
        taken.set(orderNo, t);
      }
      const body = JSON.stringify(paymentOf(orderNo, t));
      const timestamp = String(Math.floor(options.clock() / 1000));
      const nonce = randomBytes(12).toString('hex');
      return {
        body,
        headers: {
          'x-dev-timestamp': timestamp,
          'x-dev-nonce': nonce,
          'x-dev-signature': sign(timestamp, nonce, body),
        },
      };
    },
    verifyNotification({ headers, body }) {
      const timestamp = headers['x-dev-timestamp'];
      const nonce = headers['x-dev-nonce'];
      const signature = headers['x-dev-signature'];
      if (!timestamp || !nonce || !signature) return null;
      if (Math.abs(options.clock() - Number(timestamp) * 1000) > FRESH_MS) return null;
      const expected = Buffer.from(sign(timestamp, nonce, body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return null;
      }
      const parsed = paymentSchema.safeParse(json);
      return parsed.success ? parsed.data : null;
    },
    query(orderNo): Promise<QueryAnswer> {
      const t = taken.get(orderNo);
      return Promise.resolve(t ? { paid: true, payment: paymentOf(orderNo, t) } : { paid: false });
    },
    close(orderNo) {
      if (!taken.has(orderNo)) closed.add(orderNo);
      return Promise.resolve();
    },
    refund({ orderNo, refundNo, amountFen }) {
      const t = taken.get(orderNo);
      if (!t) return Promise.resolve({ ok: false, reason: 'no payment for this order' });
      if (t.refunds.has(refundNo)) return Promise.resolve({ ok: true });
      const refunded = [...t.refunds.values()].reduce((sum, fen) => sum + fen, 0);
      if (refunded + amountFen > t.amountFen) return Promise.resolve({ ok: false, reason: 'beyond paid' });
      t.refunds.set(refundNo, amountFen);
      return Promise.resolve({ ok: true });
    },
  };
}
