import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-support/test-app';
import { createDevProvider, type DevProvider } from './dev-provider';
import type { PaymentOutcome } from './outcome';
import { createPayments, type Payments } from './payments';
import { PaymentRefusal } from './refusal';

/*
 * Orders, the dev provider's signed notifications, refunds and the sweep, on SQLite and PostgreSQL: a notification
 * twice, late or forged changes nothing twice; refunds never exceed what was paid, even from two instances at once.
 */

let app: FastifyInstance;
let now = Date.UTC(2027, 2, 1);
const clock = () => now;
const HOUR = 3_600_000;
const outcomes: PaymentOutcome[] = [];
let dev: DevProvider;
let payments: Payments;
let other: Payments;
beforeAll(async () => {
  app = await buildTestApp();
  dev = createDevProvider({
    secret: 'dev-secret-for-tests',
    clock,
    checkoutBase: 'http://localhost/pay/dev',
  });
  const deps = {
    db: app.context.db,
    clock,
    providers: { dev },
    onOutcome: async (o: PaymentOutcome) => void outcomes.push(o),
  };
  payments = createPayments(deps);
  // A second API process on the same database.
  other = createPayments(deps);
});
afterAll(async () => app.close());

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentRefusal);
  return error as PaymentRefusal;
};
let nextReg = 1000;
const wonPlace = async (amountFen = 12_000) => {
  const regNo = nextReg++;
  const { orderNo } = await payments.openOrder({
    year: 2027,
    regNo,
    raceItem: 'half',
    amountFen,
    payBy: now + 48 * HOUR,
  });
  return { regNo, orderNo, amountFen };
};

describe('orders', () => {
  it('opens one order per registration, however often and from however many processes', async () => {
    const input = { year: 2027, regNo: 1, raceItem: 'half', amountFen: 12_000, payBy: now + HOUR };
    const answers = await Promise.all([
      payments.openOrder(input),
      other.openOrder(input),
      payments.openOrder(input),
    ]);
    expect(new Set(answers.map((a) => a.orderNo)).size).toBe(1);
    expect(await payments.paymentOf(2027, 1)).toMatchObject({
      state: 'open',
      amountFen: 12_000,
      paidFen: 0,
      provider: null,
    });
    await refusal(payments.openOrder({ ...input, regNo: 2, amountFen: 12.5 }));
  });

  it('pays once: a notification twice, and pay pressed twice, count the money once and tell season once', async () => {
    const { regNo, orderNo } = await wonPlace();
    const first = await payments.startCheckout(2027, regNo, 'dev');
    expect(await payments.startCheckout(2027, regNo, 'dev')).toEqual(first);
    const note = dev.pay(orderNo, 12_000);
    const again = dev.pay(orderNo, 12_000);
    const results = await Promise.all([
      payments.handleNotification('dev', note),
      other.handleNotification('dev', note),
    ]);
    expect(results.sort()).toEqual(['duplicate', 'paid']);
    expect(await payments.handleNotification('dev', again)).toBe('duplicate');
    expect(await payments.paymentOf(2027, regNo)).toMatchObject({ state: 'paid', paidFen: 12_000 });
    expect(outcomes.filter((o) => o.kind === 'paid' && o.orderNo === orderNo)).toHaveLength(1);
  });

  it('refuses a forged, stale, other-amount or other-order notification with both texts, changing nothing', async () => {
    const { regNo, orderNo } = await wonPlace();
    await payments.startCheckout(2027, regNo, 'dev');
    const genuine = dev.pay(orderNo, 12_000);
    const forged = { ...genuine, body: genuine.body.replace('12000', '1') };
    expect((await refusal(payments.handleNotification('dev', forged))).reason).toBe('bad-signature');
    // A genuine-looking notification for another amount (signed, e.g. a provider's partial payment) is refused.
    const { orderNo: cheapOrder } = await wonPlace(5_000);
    const wrong = dev.pay(cheapOrder, 12_000);
    const error = await refusal(payments.handleNotification('dev', wrong));
    expect(error.reason).toBe('wrong-amount');
    expect(error.zh).toContain('金额');
    expect(error.en).toContain('another amount');
    const stranger = dev.pay('P-not-ours', 12_000);
    expect((await refusal(payments.handleNotification('dev', stranger))).reason).toBe('unknown-order');
    now += 10 * 60_000;
    expect((await refusal(payments.handleNotification('dev', genuine))).reason).toBe('bad-signature');
    now -= 10 * 60_000;
    expect(await payments.paymentOf(2027, regNo)).toMatchObject({ state: 'open', paidFen: 0 });
  });

  it('finds by query a payment whose notification never came; the notification arriving after changes nothing', async () => {
    const { regNo, orderNo } = await wonPlace();
    await payments.startCheckout(2027, regNo, 'dev');
    const lost = dev.pay(orderNo, 12_000);
    const swept = await payments.sweep();
    expect(swept.found).toBeGreaterThanOrEqual(1);
    expect(await payments.paymentOf(2027, regNo)).toMatchObject({ state: 'paid', paidFen: 12_000 });
    expect(await payments.handleNotification('dev', lost)).toBe('already-paid');
    expect(outcomes.filter((o) => o.kind === 'paid' && o.orderNo === orderNo)).toHaveLength(1);
  });

  it('expires an unpaid order at its window, once, and gives back a payment that arrives after', async () => {
    const { regNo, orderNo } = await wonPlace();
    await payments.startCheckout(2027, regNo, 'dev');
    const { regNo: unchosen, orderNo: unchosenOrder } = await wonPlace();
    now += 49 * HOUR;
    await Promise.all([payments.sweep(), other.sweep()]);
    expect((await payments.paymentOf(2027, regNo))?.state).toBe('expired');
    expect((await payments.paymentOf(2027, unchosen))?.state).toBe('expired');
    expect(outcomes.filter((o) => o.kind === 'expired' && o.orderNo === orderNo)).toHaveLength(1);
    expect((await refusal(payments.startCheckout(2027, regNo, 'dev'))).reason).toBe('not-open');
    // The dev provider closed the order, as WeChat/Alipay would: a later press of pay takes nothing.
    expect(() => dev.pay(orderNo, 12_000)).toThrow();
    // Money that still arrives for an expired order (its place went on) is recorded and given back in full, once.
    const late = dev.pay(unchosenOrder, 12_000);
    expect(await payments.handleNotification('dev', late)).toBe('late-refunded');
    expect(await other.handleNotification('dev', late)).toBe('duplicate');
    expect(await payments.paymentOf(2027, unchosen)).toMatchObject({
      state: 'expired',
      paidFen: 12_000,
      refundedFen: 12_000,
    });
    expect(outcomes.filter((o) => o.kind === 'refunded' && o.orderNo === unchosenOrder)).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'paid' && o.orderNo === unchosenOrder)).toHaveLength(0);
  });
});

describe('refunds', () => {
  it('go back through the provider, never beyond paid minus refunded, even from two processes at once', async () => {
    const { regNo, orderNo } = await wonPlace();
    await payments.startCheckout(2027, regNo, 'dev');
    await payments.handleNotification('dev', dev.pay(orderNo, 12_000));
    const ask = (p: Payments) =>
      p.refund({ year: 2027, regNo, amountFen: 8_000, reason: 'withdrawal 80%', actor: 'runner' });
    const settled = await Promise.allSettled([ask(payments), ask(other)]);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    const rejected = settled.find((s) => s.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toBeInstanceOf(PaymentRefusal);
    expect(await payments.paymentOf(2027, regNo)).toMatchObject({
      state: 'refunded',
      paidFen: 12_000,
      refundedFen: 8_000,
    });
    expect((await refusal(ask(payments))).reason).toBe('beyond-paid');
    await payments.refund({ year: 2027, regNo, amountFen: 4_000, reason: 'rest', actor: 'staff' });
    expect((await payments.paymentOf(2027, regNo))?.refundedFen).toBe(12_000);
    expect(
      outcomes
        .filter((o) => o.kind === 'refunded' && o.orderNo === orderNo)
        .map((o) => o.kind === 'refunded' && o.amountFen),
    ).toEqual([8_000, 4_000]);
  });

  it('that the provider declines leave the order refund-failed with the reason, and the amount may be asked again', async () => {
    // The dev provider's own checks, with refunds the provider turns down (e.g. the payer's account closed).
    const declining = {
      ...dev,
      name: 'declining',
      refund: async () => ({ ok: false as const, reason: 'account closed' }),
    };
    const seen: PaymentOutcome[] = [];
    const p = createPayments({
      db: app.context.db,
      clock,
      providers: { declining },
      onOutcome: async (o) => void seen.push(o),
    });
    const regNo = nextReg++;
    const { orderNo } = await p.openOrder({
      year: 2027,
      regNo,
      raceItem: 'half',
      amountFen: 600,
      payBy: now + HOUR,
    });
    await p.startCheckout(2027, regNo, 'declining');
    expect(await p.handleNotification('declining', dev.pay(orderNo, 600))).toBe('paid');
    const { refundNo } = await p.refund({
      year: 2027,
      regNo,
      amountFen: 600,
      reason: 'withdrawal',
      actor: 'runner',
    });
    expect(await p.paymentOf(2027, regNo)).toMatchObject({
      state: 'refund-failed',
      paidFen: 600,
      refundedFen: 0,
    });
    expect(seen.find((o) => o.kind === 'refund-failed' && o.refundNo === refundNo)).toMatchObject({
      reason: 'account closed',
    });
    await p.refund({ year: 2027, regNo, amountFen: 600, reason: 'again', actor: 'staff' });
    expect(seen.filter((o) => o.kind === 'refund-failed' && o.orderNo === orderNo)).toHaveLength(2);
  });

  it('refuses a refund of an unpaid order', async () => {
    const { regNo } = await wonPlace();
    expect(
      (await refusal(payments.refund({ year: 2027, regNo, amountFen: 1, reason: 'x', actor: 'staff' })))
        .reason,
    ).toBe('beyond-paid');
  });
});

describe('outcomes', () => {
  it('are delivered again after a failed delivery, each once it succeeds', async () => {
    let failing = true;
    const seen: PaymentOutcome[] = [];
    const flaky = createPayments({
      db: app.context.db,
      clock,
      providers: { dev },
      onOutcome: async (o) => {
        if (failing) throw new Error('season is down');
        seen.push(o);
      },
    });
    const regNo = nextReg++;
    const { orderNo } = await flaky.openOrder({
      year: 2027,
      regNo,
      raceItem: 'half',
      amountFen: 100,
      payBy: now + HOUR,
    });
    await flaky.startCheckout(2027, regNo, 'dev');
    // The provider is answered "received": the payment is committed; only the listener's call waits for later.
    expect(await flaky.handleNotification('dev', dev.pay(orderNo, 100))).toBe('paid');
    await expect(flaky.deliverOutcomes()).rejects.toThrow('season is down');
    expect((await flaky.paymentOf(2027, regNo))?.state).toBe('paid');
    failing = false;
    await flaky.deliverOutcomes();
    expect(seen.filter((o) => o.orderNo === orderNo)).toHaveLength(1);
  });
});
