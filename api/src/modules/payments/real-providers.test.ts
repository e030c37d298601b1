import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test-support/test-app';
import { createAlipayProvider } from './alipay/alipay-provider';
import { startAlipayStandIn, type AlipayStandIn } from './alipay/alipay.stand-in';
import type { PaymentOutcome } from './outcome';
import { createPayments, type Payments } from './payments';
import { PaymentRefusal } from './refusal';
import { createWechatPayProvider } from './wechat/wechat-provider';
import { startWechatStandIn, type WechatStandIn } from './wechat/wechat.stand-in';

/*
 * The payments module with the real adapters, each against its stand-in: a paid order counted once however
 * often the provider notifies, a forged notification refused, a payment whose notification never came found by
 * the sweep, and a refund sent once under its number.
 */

const HOUR = 3_600_000;
let app: FastifyInstance;
let wechat: WechatStandIn;
let alipay: AlipayStandIn;
let payments: Payments;
const outcomes: PaymentOutcome[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  wechat = await startWechatStandIn();
  alipay = await startAlipayStandIn();
  const clock = () => Date.now();
  payments = createPayments({
    db: app.context.db,
    clock,
    providers: {
      wechat: createWechatPayProvider({
        ...wechat.keys,
        notifyUrl: 'https://www.example.com/api/payments/api/notify/wechat',
        baseUrl: wechat.baseUrl,
        clock,
      }),
      alipay: createAlipayProvider({
        ...alipay.keys,
        notifyUrl: 'https://www.example.com/api/payments/api/notify/alipay',
        returnUrl: 'https://www.example.com/user-center',
        gateway: alipay.gateway,
        clock,
      }),
    },
    onOutcome: async (outcome) => void outcomes.push(outcome),
  });
}, 60_000);
afterAll(async () => {
  await Promise.all([wechat.close(), alipay.close()]);
  await app.close();
});

let nextReg = 5000;
const wonPlace = async (amountFen: number) => {
  const regNo = nextReg++;
  const { orderNo } = await payments.openOrder({
    year: 2027,
    regNo,
    raceItem: 'half',
    amountFen,
    payBy: Date.now() + 48 * HOUR,
  });
  return { regNo, orderNo };
};

const refused = (work: Promise<unknown>) => expect(work).rejects.toBeInstanceOf(PaymentRefusal);

describe('payments through WeChat Pay and Alipay stand-ins', { timeout: 60_000 }, () => {
  it('WeChat Pay: pays once however often notified, refuses a forged notification, refunds once', async () => {
    const { regNo, orderNo } = await wonPlace(16_000);
    const checkout = await payments.startCheckout(2027, regNo, 'wechat');
    expect(checkout.kind).toBe('qr');
    const first = wechat.pay(orderNo);
    await refused(
      payments.handleNotification('wechat', { ...first, body: first.body.replace('"id":"', '"id":"x') }),
    );
    expect(await payments.handleNotification('wechat', first)).toBe('paid');
    expect(await payments.handleNotification('wechat', wechat.pay(orderNo))).toBe('duplicate');
    // The very same delivery again (a replay) is refused before it reaches the order.
    await refused(payments.handleNotification('wechat', first));
    expect(await payments.paymentOf(2027, regNo)).toMatchObject({ state: 'paid', paidFen: 16_000 });

    await payments.refund({ year: 2027, regNo, amountFen: 6_000, reason: 'withdrawn', actor: 'test' });
    expect(wechat.refundedFen(orderNo)).toBe(6_000);
    expect(await payments.paymentOf(2027, regNo)).toMatchObject({ refundedFen: 6_000 });
  });

  it('Alipay: the amount in yuan comes back as the same fen, once, and a forged notification is refused', async () => {
    const { regNo, orderNo } = await wonPlace(12_345);
    const checkout = await payments.startCheckout(2027, regNo, 'alipay');
    expect(checkout.kind).toBe('redirect');
    expect((await fetch(checkout.url)).ok).toBe(true);
    const note = alipay.pay(orderNo);
    await refused(
      payments.handleNotification('alipay', {
        ...note,
        body: note.body.replace('total_amount=123.45', 'total_amount=1.45'),
      }),
    );
    expect(await payments.handleNotification('alipay', note)).toBe('paid');
    expect(await payments.handleNotification('alipay', alipay.pay(orderNo))).toBe('duplicate');
    expect(await payments.paymentOf(2027, regNo)).toMatchObject({ state: 'paid', paidFen: 12_345 });
  });

  it('finds a payment whose notification never came by asking the provider', async () => {
    const viaWechat = await wonPlace(8_800);
    await payments.startCheckout(2027, viaWechat.regNo, 'wechat');
    wechat.pay(viaWechat.orderNo);
    const viaAlipay = await wonPlace(9_900);
    const cashier = await payments.startCheckout(2027, viaAlipay.regNo, 'alipay');
    await fetch(cashier.url);
    alipay.pay(viaAlipay.orderNo);
    await payments.sweep();
    expect(await payments.paymentOf(2027, viaWechat.regNo)).toMatchObject({ state: 'paid', paidFen: 8_800 });
    expect(await payments.paymentOf(2027, viaAlipay.regNo)).toMatchObject({ state: 'paid', paidFen: 9_900 });
  });
});
