import type { KeyObject } from 'node:crypto';
import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import type { Clock } from '../../../kernel/clock';
import type { PaymentProvider, QueryAnswer, RefundAnswer } from '../provider';
import { beijingTime, fromBeijingTime } from './beijing-time';
import { createNotificationVerifier } from './alipay-notification';
import { fenToYuan, yuanToFen } from './yuan';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipayOptions {
  appId: string;
  appPrivateKey: KeyObject;
  /** Alipay's public key: checks every answer and notification. */
  alipayPublicKey: KeyObject;
  notifyUrl: string;
  /** Where Alipay's cashier sends the runner back after paying. */
  returnUrl: string;
  /** Alipay's gateway unless a test's stand-in or a proxy takes its place. */
  gateway?: string;
  clock: Clock;
  timeoutMs?: number;
}

const SUCCESS = '10000';
/** Alipay's "service unavailable": the outcome is unknown, so the call is made again later. */
const UNKNOWN = '20000';

const reasonOf = (result: AlipaySdkCommonResult): string =>
  `${String(result.subCode ?? result.code)}: ${String(result.subMsg ?? result.msg)}`;

const isNotExist = (result: AlipaySdkCommonResult): boolean => result.subCode === 'ACQ.TRADE_NOT_EXIST';

/**
 * Alipay, computer website payment (alipay.trade.page.pay, a redirect to Alipay's cashier). The library signs
 * each call with the application's key (RSA2) and, asked to, checks each answer against Alipay's public key.
 */
export function createAlipayProvider(options: AlipayOptions): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: options.appId,
    privateKey: options.appPrivateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyType: 'PKCS8',
    alipayPublicKey: options.alipayPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
    gateway: options.gateway ?? ALIPAY_GATEWAY,
    timeout: options.timeoutMs ?? 10_000,
    camelcase: true,
  });
  // The library would write the time in this machine's zone; Alipay reads it as China's time.
  const timestamp = (): string => beijingTime(options.clock());
  const call = async (method: string, bizContent: Record<string, unknown>) => {
    const result = await sdk.exec(method, { bizContent, timestamp: timestamp() }, { validateSign: true });
    if (result.code === UNKNOWN) throw new AlipayRequestError(`${method}: ${reasonOf(result)}`);
    return result;
  };
  return {
    name: 'alipay',
    checkout(order) {
      const url = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: order.orderNo,
          total_amount: fenToYuan(order.amountFen),
          subject: order.description.slice(0, 256),
          product_code: 'FAST_INSTANT_TRADE_PAY',
          // The cashier itself refuses to take money after our window, even on a page left open.
          time_expire: beijingTime(order.payBy),
        },
        notifyUrl: options.notifyUrl,
        returnUrl: options.returnUrl,
        timestamp: timestamp(),
      });
      return Promise.resolve({ kind: 'redirect', url });
    },
    verifyNotification: createNotificationVerifier(sdk, options.appId, options.clock),
    async query(orderNo): Promise<QueryAnswer> {
      const result = await call('alipay.trade.query', { out_trade_no: orderNo });
      // A page-pay trade exists at Alipay only once the runner reached the cashier.
      if (isNotExist(result)) return { paid: false };
      if (result.code !== SUCCESS) throw new AlipayRequestError(`alipay.trade.query: ${reasonOf(result)}`);
      if (result.outTradeNo !== orderNo)
        throw new AlipayRequestError('alipay.trade.query answered another order');
      if (result.tradeStatus !== 'TRADE_SUCCESS' && result.tradeStatus !== 'TRADE_FINISHED') {
        return { paid: false };
      }
      const amountFen = yuanToFen(String(result.totalAmount));
      const at = fromBeijingTime(String(result.sendPayDate ?? ''));
      const txnId = String(result.tradeNo ?? '');
      if (amountFen === null || at === null || txnId === '') {
        throw new AlipayRequestError(
          'alipay.trade.query answered a paid trade without amount, time or trade_no',
        );
      }
      return { paid: true, payment: { eventId: `pay-${txnId}`, orderNo, txnId, amountFen, at } };
    },
    async close(orderNo) {
      const result = await call('alipay.trade.close', { out_trade_no: orderNo });
      // Never reached the cashier: there is no trade to close, and time_expire stops a late one.
      if (result.code === SUCCESS || isNotExist(result)) return;
      throw new AlipayRequestError(`alipay.trade.close: ${reasonOf(result)}`);
    },
    async refund({ orderNo, refundNo, amountFen }): Promise<RefundAnswer> {
      // out_request_no makes it idempotent: the same number again refunds nothing more.
      const result = await call('alipay.trade.refund', {
        out_trade_no: orderNo,
        refund_amount: fenToYuan(amountFen),
        out_request_no: refundNo,
      });
      return result.code === SUCCESS ? { ok: true } : { ok: false, reason: reasonOf(result) };
    },
  };
}
