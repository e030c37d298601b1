import type { KeyObject } from 'node:crypto';
import { Wechatpay } from 'wechatpay-axios-plugin';
import type { Clock } from '../../../kernel/clock';
import type { PaymentProvider, QueryAnswer, RefundAnswer } from '../provider';
import { createNotificationVerifier } from './wechat-notification';
import { paymentOfTransaction, transactionSchema } from './wechat-transaction';

export const WECHAT_PAY_BASE_URL = 'https://api.mch.weixin.qq.com/';

export interface WechatPayOptions {
  mchId: string;
  appId: string;
  /** The serial number of the merchant's API certificate, named in every request's Authorization. */
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  /** 32 characters: decrypts notifications' resources. */
  apiV3Key: string;
  /** The serial (or public key id) and key WeChat Pay signs its answers and notifications with. */
  platformSerial: string;
  platformPublicKey: KeyObject;
  notifyUrl: string;
  /** WeChat Pay's API unless a test's stand-in or a proxy takes its place. */
  baseUrl?: string;
  clock: Clock;
  /** Milliseconds before a call to WeChat Pay is given up (and retried later by the sweep). */
  timeoutMs?: number;
}

/** An answer of WeChat Pay with an HTTP error status, as the library throws it (an axios error). */
interface HttpFailure {
  response: { status: number; data?: unknown };
}

const isHttpFailure = (error: unknown): error is HttpFailure =>
  typeof error === 'object' &&
  error !== null &&
  'response' in error &&
  typeof (error as { response?: { status?: unknown } }).response?.status === 'number';

const codeOf = (failure: HttpFailure): string => {
  const data = failure.response.data as { code?: unknown; message?: unknown } | undefined;
  const code = typeof data?.code === 'string' ? data.code : `HTTP ${failure.response.status}`;
  return typeof data?.message === 'string' ? `${code}: ${data.message}` : code;
};

/** RFC 3339 in China's time, the form WeChat Pay's time_expire takes. */
const beijingTime = (ms: number): string => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

/**
 * WeChat Pay API v3, Native payment (the runner scans a code). The library signs every request with the
 * merchant's key (Authorization: WECHATPAY2-SHA256-RSA2048) and checks every answer's signature against the
 * platform key, so an answer that does not come from WeChat Pay is an error, never a payment.
 */
export function createWechatPayProvider(options: WechatPayOptions): PaymentProvider {
  const client = new Wechatpay({
    mchid: options.mchId,
    serial: options.merchantSerial,
    // The library's type takes the key as PEM text; it signs with it as node:crypto would with the key object.
    privateKey: options.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' }),
    certs: { [options.platformSerial]: options.platformPublicKey },
    baseURL: options.baseUrl ?? WECHAT_PAY_BASE_URL,
    timeout: options.timeoutMs ?? 10_000,
  });
  const orderPath = (orderNo: string): string =>
    `v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;
  return {
    name: 'wechat',
    async checkout(order) {
      const answer = await client.chain('v3/pay/transactions/native').post({
        appid: options.appId,
        mchid: options.mchId,
        description: order.description.slice(0, 127),
        out_trade_no: order.orderNo,
        time_expire: beijingTime(order.payBy),
        notify_url: options.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
      });
      const codeUrl = (answer.data as { code_url?: unknown }).code_url;
      if (typeof codeUrl !== 'string' || codeUrl === '') {
        throw new Error('WeChat Pay answered a Native order without code_url');
      }
      return { kind: 'qr', url: codeUrl };
    },
    verifyNotification: createNotificationVerifier(options, options.clock),
    async query(orderNo): Promise<QueryAnswer> {
      let data: unknown;
      try {
        data = (await client.chain(orderPath(orderNo)).get({ params: { mchid: options.mchId } })).data;
      } catch (error) {
        // Never created at WeChat Pay (the runner never opened the code): nothing was paid.
        if (isHttpFailure(error) && error.response.status === 404) return { paid: false };
        throw error;
      }
      const transaction = transactionSchema.parse(data);
      if (transaction.out_trade_no !== orderNo) throw new Error('WeChat Pay answered another order');
      const payment = paymentOfTransaction(transaction);
      return payment ? { paid: true, payment } : { paid: false };
    },
    async close(orderNo) {
      try {
        await client.chain(`${orderPath(orderNo)}/close`).post({ mchid: options.mchId });
      } catch (error) {
        // An order WeChat Pay never saw cannot be paid either.
        if (isHttpFailure(error) && error.response.status === 404) return;
        throw error;
      }
    },
    async refund({ orderNo, refundNo, amountFen, totalFen }): Promise<RefundAnswer> {
      let data: { status?: unknown };
      try {
        const answer = await client.chain('v3/refund/domestic/refunds').post({
          out_trade_no: orderNo,
          out_refund_no: refundNo,
          amount: { refund: amountFen, total: totalFen, currency: 'CNY' },
        });
        data = answer.data as { status?: unknown };
      } catch (error) {
        // A refusal (4xx) is WeChat Pay's answer; anything else leaves the refund requested, to be sent again.
        if (isHttpFailure(error) && error.response.status >= 400 && error.response.status < 500) {
          return { ok: false, reason: codeOf(error) };
        }
        throw error;
      }
      // PROCESSING: accepted under this refund number, WeChat Pay completes it (a retry with the number is a no-op).
      if (data.status === 'SUCCESS' || data.status === 'PROCESSING') return { ok: true };
      return { ok: false, reason: `refund ${String(data.status)}` };
    },
  };
}
