import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../provider';
import { createAlipayProvider, type AlipayOptions } from './alipay-provider';
import { startAlipayStandIn, type AlipayStandIn } from './alipay.stand-in';

let standIn: AlipayStandIn;
let provider: PaymentProvider;

const order = (orderNo: string, amountFen = 12_345) => ({
  orderNo,
  amountFen,
  description: '2026 半程马拉松 #7',
  payBy: Date.now() + 3600_000,
});

const optionsOf = (s: AlipayStandIn): AlipayOptions => ({
  ...s.keys,
  notifyUrl: 'https://www.example.com/api/payments/api/notify/alipay',
  returnUrl: 'https://www.example.com/user-center',
  gateway: s.gateway,
  clock: () => Date.now(),
});

const otherKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

/** The runner follows the checkout link to Alipay's cashier (which creates the trade there). */
async function visitCashier(p: PaymentProvider, orderNo: string, amountFen?: number): Promise<Response> {
  const checkout = await p.checkout(order(orderNo, amountFen));
  expect(checkout.kind).toBe('redirect');
  return fetch(checkout.url);
}

beforeEach(async () => {
  standIn = await startAlipayStandIn();
  provider = createAlipayProvider(optionsOf(standIn));
});
afterEach(() => standIn.close());

describe('Alipay provider against a stand-in that checks RSA2 signatures', () => {
  it('sends the runner to the cashier with a signed page-pay link, the amount in yuan', async () => {
    const cashier = await visitCashier(provider, 'P1', 12_345);
    expect(cashier.status).toBe(200);
    expect(await cashier.text()).toContain('P1 ¥123.45');
    expect(standIn.refused).toEqual([]);
    expect(standIn.stateOf('P1')).toBe('WAIT_BUYER_PAY');
  });

  it('is refused by Alipay when it signs with a key that is not the application’s', async () => {
    const impostor = createAlipayProvider({ ...optionsOf(standIn), appPrivateKey: otherKey() });
    await visitCashier(impostor, 'P2');
    expect(standIn.stateOf('P2')).toBeNull();
    await expect(impostor.query('P2')).rejects.toThrow();
    expect(standIn.refused).toEqual(['signature does not verify', 'signature does not verify']);
  });

  it('accepts a genuine notification and refuses a tampered, forged, stale or foreign one', async () => {
    await visitCashier(provider, 'P3', 29);
    const genuine = standIn.pay('P3');
    const payment = provider.verifyNotification(genuine);
    expect(payment).toMatchObject({ orderNo: 'P3', amountFen: 29 });
    // Alipay delivers again until it is answered: the same payment, one report (payments applies it once).
    expect(provider.verifyNotification(genuine)).toEqual(payment);
    expect(provider.verifyNotification(standIn.pay('P3'))?.eventId).toBe(payment?.eventId);

    const tampered = genuine.body.replace('total_amount=0.29', 'total_amount=0.01');
    expect(tampered).not.toBe(genuine.body);
    expect(provider.verifyNotification({ ...genuine, body: tampered })).toBeNull();
    expect(provider.verifyNotification({ ...genuine, body: `${genuine.body}&extra=1` })).toBeNull();
    // A capture replayed after Alipay's retries have ended.
    const stale = standIn.pay('P3', { notifyTime: Date.now() - 27 * 3600_000 });
    expect(provider.verifyNotification(stale)).toBeNull();
    const another = createAlipayProvider({ ...optionsOf(standIn), appId: '2021000000000002' });
    expect(another.verifyNotification(standIn.pay('P3'))).toBeNull();
    standIn.signWithKey(otherKey());
    expect(provider.verifyNotification(standIn.pay('P3'))).toBeNull();
  });

  it('queries by our order number: not paid before the cashier, then paid as the notification said', async () => {
    expect(await provider.query('never-opened')).toEqual({ paid: false });
    await visitCashier(provider, 'P4', 8800);
    expect(await provider.query('P4')).toEqual({ paid: false });
    const notified = provider.verifyNotification(standIn.pay('P4'));
    expect(await provider.query('P4')).toEqual({ paid: true, payment: notified });
  });

  it('refuses an answer that Alipay did not sign', async () => {
    await visitCashier(provider, 'P5');
    standIn.signWithKey(otherKey());
    await expect(provider.query('P5')).rejects.toThrow(/验签失败/);
  });

  it('closes an unpaid trade, and a trade never opened needs no closing', async () => {
    await visitCashier(provider, 'P6');
    await provider.close('P6');
    expect(standIn.stateOf('P6')).toBe('TRADE_CLOSED');
    expect(() => standIn.pay('P6')).toThrow();
    await provider.close('never-opened');
  });

  it('refunds by out_request_no once, and reports Alipay’s refusal', async () => {
    await visitCashier(provider, 'P7', 10_000);
    standIn.pay('P7');
    const refund = { orderNo: 'P7', refundNo: 'R1', amountFen: 6001, totalFen: 10_000 };
    expect(await provider.refund(refund)).toEqual({ ok: true });
    expect(await provider.refund(refund)).toEqual({ ok: true });
    expect(standIn.refundedFen('P7')).toBe(6001);
    expect(await provider.refund({ ...refund, refundNo: 'R2' })).toEqual({
      ok: false,
      reason: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL: 退款金额超限',
    });
    expect(standIn.refundedFen('P7')).toBe(6001);
  });

  it('leaves a refund to be sent again when Alipay cannot answer', async () => {
    await visitCashier(provider, 'P8');
    standIn.pay('P8');
    standIn.setDown(true);
    await expect(
      provider.refund({ orderNo: 'P8', refundNo: 'R3', amountFen: 100, totalFen: 12_345 }),
    ).rejects.toThrow();
    expect(standIn.refundedFen('P8')).toBe(0);
  });
});
