import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProvider, RawNotification } from '../provider';
import { createWechatPayProvider, type WechatPayOptions } from './wechat-provider';
import { startWechatStandIn, type WechatStandIn } from './wechat.stand-in';

let standIn: WechatStandIn;
let provider: PaymentProvider;

const order = (orderNo: string, amountFen = 12_345) => ({
  orderNo,
  amountFen,
  description: '2026 半程马拉松 #7',
  payBy: Date.now() + 3600_000,
});

const optionsOf = (s: WechatStandIn): WechatPayOptions => ({
  ...s.keys,
  notifyUrl: 'https://www.example.com/api/payments/api/notify/wechat',
  baseUrl: s.baseUrl,
  clock: () => Date.now(),
});

const otherKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

beforeEach(async () => {
  standIn = await startWechatStandIn();
  provider = createWechatPayProvider(optionsOf(standIn));
});
afterEach(() => standIn.close());

describe('WeChat Pay API v3 provider against a stand-in that checks signatures', () => {
  it('opens a Native order and hands the code to scan, signed as the merchant', async () => {
    const checkout = await provider.checkout(order('P1'));
    expect(checkout).toEqual({ kind: 'qr', url: 'weixin://wxpay/bizpayurl?pr=P1' });
    expect(standIn.refused).toEqual([]);
    expect(await provider.query('P1')).toEqual({ paid: false });
  });

  it('is refused by WeChat Pay when it signs with a key that is not the merchant’s', async () => {
    const impostor = createWechatPayProvider({ ...optionsOf(standIn), merchantPrivateKey: otherKey() });
    await expect(impostor.checkout(order('P2'))).rejects.toThrow();
    expect(standIn.refused).toEqual(['signature does not verify']);
    await expect(impostor.query('P2')).rejects.toThrow();
  });

  it('accepts a genuine notification once, and refuses a tampered, forged, stale or replayed one', async () => {
    await provider.checkout(order('P3'));
    const genuine = standIn.pay('P3');
    const payment = provider.verifyNotification(genuine);
    expect(payment).toMatchObject({ orderNo: 'P3', amountFen: 12_345 });
    expect(payment?.txnId).toMatch(/^4200/);
    // The same delivery again, byte for byte.
    expect(provider.verifyNotification(genuine)).toBeNull();
    // A new delivery of the same payment is genuine and names the same event (applied once by payments).
    expect(provider.verifyNotification(standIn.pay('P3'))?.eventId).toBe(payment?.eventId);

    const tampered: RawNotification = {
      ...genuine,
      body: genuine.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '),
    };
    expect(provider.verifyNotification(tampered)).toBeNull();
    const stale = standIn.pay('P3', { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect(provider.verifyNotification(stale)).toBeNull();
    const unsigned = standIn.pay('P3');
    expect(
      provider.verifyNotification({
        ...unsigned,
        headers: { ...unsigned.headers, 'wechatpay-signature': '' },
      }),
    ).toBeNull();
    const otherSerial = standIn.pay('P3');
    expect(
      provider.verifyNotification({
        ...otherSerial,
        headers: { ...otherSerial.headers, 'wechatpay-serial': 'PUB_KEY_ID_other' },
      }),
    ).toBeNull();
    // Decrypting needs the API v3 key: a merchant configured with another one sees no payment.
    const wrongSecret = createWechatPayProvider({ ...optionsOf(standIn), apiV3Key: 'x'.repeat(32) });
    expect(wrongSecret.verifyNotification(standIn.pay('P3'))).toBeNull();
    standIn.signWithKey(otherKey());
    expect(provider.verifyNotification(standIn.pay('P3'))).toBeNull();
  });

  it('queries by our order number: paid with the same report the notification gave', async () => {
    expect(await provider.query('never-opened')).toEqual({ paid: false });
    await provider.checkout(order('P4', 8800));
    const notified = provider.verifyNotification(standIn.pay('P4'));
    const answer = await provider.query('P4');
    expect(answer).toEqual({ paid: true, payment: notified });
  });

  it('refuses an answer that WeChat Pay did not sign', async () => {
    await provider.checkout(order('P5'));
    standIn.signWithKey(otherKey());
    await expect(provider.query('P5')).rejects.toThrow();
  });

  it('closes an unpaid order so it can no longer be paid', async () => {
    await provider.checkout(order('P6'));
    await provider.close('P6');
    expect(standIn.stateOf('P6')).toBe('CLOSED');
    expect(() => standIn.pay('P6')).toThrow();
    await provider.close('never-opened');
  });

  it('refunds by our refund number once, and reports WeChat Pay’s refusal', async () => {
    await provider.checkout(order('P7', 10_000));
    standIn.pay('P7');
    const refund = { orderNo: 'P7', refundNo: 'R1', amountFen: 6000, totalFen: 10_000 };
    expect(await provider.refund(refund)).toEqual({ ok: true });
    expect(await provider.refund(refund)).toEqual({ ok: true });
    expect(standIn.refundedFen('P7')).toBe(6000);
    const beyond = await provider.refund({ ...refund, refundNo: 'R2' });
    expect(beyond).toEqual({ ok: false, reason: 'NOT_ENOUGH: beyond what was paid' });
    expect(standIn.refundedFen('P7')).toBe(6000);
  });

  it('leaves a refund to be sent again when WeChat Pay cannot answer', async () => {
    await provider.checkout(order('P8'));
    standIn.pay('P8');
    standIn.setDown(true);
    await expect(
      provider.refund({ orderNo: 'P8', refundNo: 'R3', amountFen: 100, totalFen: 12_345 }),
    ).rejects.toThrow();
    expect(standIn.refundedFen('P8')).toBe(0);
  });
});
