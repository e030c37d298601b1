import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, REGISTRATION_STATUS, type MyEntry } from '@marathon/shared/api';
import { mainlandId } from '../results/generator';
import {
  buildSignupApp,
  call,
  INSIDE_WINDOWS,
  postAnswers,
  runner,
  submissionId,
  uploadedBy,
  type SignupTestApp,
} from '../../test-support/signup';
import { enrolStaff, type TestStaff } from '../staff/staff.test-support';
import { seedHashOf } from '../season';

const DAY = 86_400_000;
const SEED = 'payments-route-test-seed-0123456789';
const ENGLISH = { 'accept-language': 'en' };
let t: SignupTestApp;
let organiser: TestStaff;
let year = 0;
const runners: { token: string; regNo: number }[] = [];

async function submitEntry(index: number) {
  const who = await runner(t.app);
  const signature = await uploadedBy(t.app, who.userId);
  const idNumber = mainlandId('110105', new Date(Date.UTC(1981, 0, 1 + index)), index * 2 + 1, 1);
  const answers = postAnswers(signature, {
    name: `付款${index}`,
    identity: { category: 'mainland', country: 'CN', idNumber },
    gender: 1,
    birthDate: `1981-01-${String(1 + index).padStart(2, '0')}`,
    phone: `1360000${String(index).padStart(4, '0')}`,
  });
  const response = await call(t.app, endpoints.signupSubmit.path, {
    token: who.token,
    body: { kind: 'post', submissionId: submissionId(), answers },
    headers: ENGLISH,
  });
  return { who, response };
}

async function signUp(index: number): Promise<{ token: string; regNo: number }> {
  const { who, response } = await submitEntry(index);
  const receipt = response.json() as { code: number; data: { year: number; regNo: number } };
  expect(receipt.code, response.body).toBe(0);
  year = receipt.data.year;
  return { token: who.token, regNo: receipt.data.regNo };
}

const nth = (index: number) => {
  const found = runners[index];
  if (!found) throw new Error(`no runner ${index}`);
  return found;
};

async function entriesOf(token: string): Promise<MyEntry[]> {
  const answer = await call(t.app, endpoints.seasonMyEntries.path, { token, method: 'GET' });
  expect(answer.json().code, answer.body).toBe(0);
  return (answer.json().data as { entries: MyEntry[] }).entries;
}

async function staffStep(url: string, body: object) {
  const answer = await call(t.app, url, { headers: organiser.headers, body });
  expect(answer.json().code, answer.body).toBe(0);
  return answer.json().data as Record<string, unknown>;
}

const entryOf = async (index: number) => {
  const r = nth(index);
  const found = (await entriesOf(r.token)).find((entry) => entry.regNo === r.regNo);
  if (!found) throw new Error(`runner ${index} sees no entry`);
  return found;
};

/** Which runners the draw gave a place, and which it put on the waitlist. */
async function byPlacing(): Promise<{ won: number[]; waiting: number[] }> {
  const won: number[] = [];
  const waiting: number[] = [];
  for (let i = 0; i < runners.length; i++) {
    const entry = await entryOf(i);
    if (entry.placing === 'won') won.push(i);
    if (entry.placing === 'waitlist') waiting.push(i);
  }
  return { won, waiting };
}

beforeAll(async () => {
  t = await buildSignupApp();
  organiser = await enrolStaff(t.app, 'administrator', '组委会付款');
  for (let i = 0; i < 4; i++) runners.push(await signUp(i));
  // The edition's season file: two places, a pay window of three days, refunds in full for a month.
  fs.mkdirSync(path.join(t.contentDir, 'season'), { recursive: true });
  fs.writeFileSync(
    path.join(t.contentDir, 'season', `${year}.json`),
    JSON.stringify({
      year,
      draws: [
        {
          raceItem: 'half',
          places: 2,
          reservedPlaces: 0,
          drawAt: INSIDE_WINDOWS + 5 * DAY,
          feeFen: 16_000,
          payWindowMs: 3 * DAY,
          refundTiers: [
            { until: INSIDE_WINDOWS + 30 * DAY, percent: 100 },
            { until: INSIDE_WINDOWS + 60 * DAY, percent: 80 },
          ],
        },
      ],
    }),
  );
}, 120_000);
afterAll(async () => t.app.close());

describe('a won place paid through the development stand-in', { timeout: 60_000 }, () => {
  it('shows a pending entry its draw date as the next step', async () => {
    const entry = await entryOf(0);
    expect(entry).toMatchObject({
      status: REGISTRATION_STATUS.submitted,
      placing: 'pending',
      nextStep: { kind: 'wait-draw', deadline: INSIDE_WINDOWS + 5 * DAY },
      payment: null,
      refundIfWithdrawnFen: 0,
    });
  });

  it('after the draw, a winner sees the fee and its deadline, the others their waitlist place', async () => {
    const key = { year, raceItem: 'half' };
    await staffStep(endpoints.drawCommitSeed.path, { ...key, seedHash: seedHashOf(SEED) });
    await staffStep(endpoints.drawCloseEntries.path, key);
    await staffStep(endpoints.drawRun.path, { ...key, seed: SEED });
    const { won, waiting } = await byPlacing();
    expect(won).toHaveLength(2);
    expect(waiting).toHaveLength(2);
    const winner = await entryOf(won[0] ?? -1);
    expect(winner.status).toBe(REGISTRATION_STATUS.won);
    expect(winner.payment).toMatchObject({ state: 'open', amountFen: 16_000, paidFen: 0 });
    expect(winner.nextStep).toEqual({ kind: 'pay', deadline: winner.payment?.payBy });
    expect(winner.payment?.payBy).toBe(t.clock.now + 3 * DAY);
    const positions = await Promise.all(waiting.map(async (i) => (await entryOf(i)).waitlistPosition));
    expect(positions.sort()).toEqual([1, 2]);
  });

  it('takes no new entry once the race item’s entries are closed for the draw', async () => {
    const { response } = await submitEntry(9);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      'Entries for this race item are closed for the draw; no new entry can be accepted',
    );
  });

  it('offers the stand-in outside production and refuses a checkout of someone else’s entry or of no order', async () => {
    const providers = await call(t.app, endpoints.paymentProviders.path, { method: 'GET' });
    expect(providers.json().data).toEqual({ providers: ['dev'] });
    const { won, waiting } = await byPlacing();
    const winner = nth(won[0] ?? -1);
    const other = nth(waiting[0] ?? -1);
    const foreign = await call(t.app, endpoints.paymentCheckout.path, {
      token: other.token,
      body: { year, regNo: winner.regNo, provider: 'dev' },
      headers: ENGLISH,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('This entry is not yours, so you cannot pay for it');
    const noOrder = await call(t.app, endpoints.paymentCheckout.path, {
      token: other.token,
      body: { year, regNo: other.regNo, provider: 'dev' },
    });
    expect(noOrder.json().msg).toBe('这个报名没有待支付的订单（只有中签的报名需要缴费）');
    const unconfigured = await call(t.app, endpoints.paymentCheckout.path, {
      token: winner.token,
      body: { year, regNo: winner.regNo, provider: 'wechat' },
      headers: ENGLISH,
    });
    expect(unconfigured.json().msg).toBe('This payment method is not configured');
  });

  it('pays on the stand-in’s page: the entry is confirmed and its payment recorded once', async () => {
    const { won } = await byPlacing();
    const winner = nth(won[0] ?? -1);
    const checkout = await call(t.app, endpoints.paymentCheckout.path, {
      token: winner.token,
      body: { year, regNo: winner.regNo, provider: 'dev' },
    });
    const { kind, url } = checkout.json().data as { kind: string; url: string };
    expect(kind).toBe('redirect');
    const page = new URL(url);
    expect(page.pathname).toBe(endpoints.devCheckoutPage.path);
    const orderNo = page.searchParams.get('order') ?? '';
    const shown = await t.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-security-policy']).toContain("default-src 'none'");
    expect(shown.body).toContain('¥160.00');
    expect(shown.body).toContain('开发环境的模拟支付');

    const pay = (action: 'pay' | 'cancel') =>
      t.app.inject({
        method: 'POST',
        url: endpoints.devCheckoutPay.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ order: orderNo, back: 'https://evil.example/', action }).toString(),
      });
    const cancelled = await pay('cancel');
    expect(cancelled.body).toContain('data-state="cancelled"');
    // A way back to another site is dropped, never followed.
    expect(cancelled.body).not.toContain('evil.example');
    expect((await entryOf(won[0] ?? -1)).status).toBe(REGISTRATION_STATUS.won);

    const paid = await pay('pay');
    expect(paid.body).toContain('data-state="paid"');
    const entry = await entryOf(won[0] ?? -1);
    expect(entry.status).toBe(REGISTRATION_STATUS.confirmed);
    expect(entry.payment).toMatchObject({ state: 'paid', paidFen: 16_000, provider: 'dev' });
    expect(entry.refundIfWithdrawnFen).toBe(16_000);
    // Pressing pay again (a second tab) takes nothing twice: the stand-in reports the same payment, known already.
    const again = await pay('pay');
    expect(again.body).toContain('data-state="paid"');
    expect((await entryOf(won[0] ?? -1)).payment).toMatchObject({ state: 'paid', paidFen: 16_000 });
    const payments = await t.app.context.db
      .selectFrom('payment_notifications')
      .select('id')
      .where('order_no', '=', orderNo)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('refuses a forged notification and one for a provider this deployment does not have, changing nothing', async () => {
    const before = await t.app.context.db.selectFrom('payment_notifications').select('id').execute();
    const forged = await t.app.inject({
      method: 'POST',
      url: endpoints.paymentNotifyDev.path,
      headers: {
        'content-type': 'application/json',
        'x-dev-timestamp': String(Math.floor(t.clock.now / 1000)),
        'x-dev-nonce': 'n',
        'x-dev-signature': 'forged',
      },
      payload: JSON.stringify({ eventId: 'e', orderNo: 'P1', txnId: 't', amountFen: 1, at: 0 }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(
      '支付通知签名无效或已过期，已拒绝 / The payment notification has an invalid or stale signature and was refused',
    );
    const wechat = await t.app.inject({
      method: 'POST',
      url: endpoints.paymentNotifyWechat.path,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(wechat.statusCode).toBe(400);
    expect(wechat.json()).toMatchObject({ code: 'FAIL' });
    const after = await t.app.context.db.selectFrom('payment_notifications').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('answers a replayed notification once, and refuses a stale one, one for another amount or an unknown order', async () => {
    const dev = t.app.services.season.providers.dev;
    if (!dev) throw new Error('the test app has no development stand-in');
    const post = (notification: { headers: Record<string, string | undefined>; body: string }) =>
      t.app.inject({
        method: 'POST',
        url: endpoints.paymentNotifyDev.path,
        headers: { ...notification.headers, 'content-type': 'application/json' },
        payload: notification.body,
      });
    const rows = async () =>
      (await t.app.context.db.selectFrom('payment_notifications').select('id').execute()).length;
    const { won } = await byPlacing();
    const [paidIndex, openIndex] = won;
    const paidOrder = (await entryOf(paidIndex ?? -1)).payment?.orderNo ?? '';
    const before = await rows();

    // The paid order's payment, signed afresh and sent twice with the same bytes: acknowledged, counted once.
    const replay = dev.pay(paidOrder, 16_000);
    for (const answer of [await post(replay), await post(replay)]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ ok: true });
    }
    expect(await rows()).toBe(before);
    expect((await entryOf(paidIndex ?? -1)).payment).toMatchObject({ state: 'paid', paidFen: 16_000 });
    // The same bytes ten minutes later are a replay outside the signature's freshness: refused.
    t.clock.now += 10 * 60_000;
    const stale = await post(replay);
    t.clock.now -= 10 * 60_000;
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(
      '支付通知签名无效或已过期，已拒绝 / The payment notification has an invalid or stale signature and was refused',
    );

    // The other winner's open order, paid with another amount (genuinely signed): refused, still open.
    const opener = nth(openIndex ?? -1);
    const checkout = await call(t.app, endpoints.paymentCheckout.path, {
      token: opener.token,
      body: { year, regNo: opener.regNo, provider: 'dev' },
    });
    const openOrder = new URL((checkout.json().data as { url: string }).url).searchParams.get('order') ?? '';
    const wrong = await post(dev.pay(openOrder, 1_600));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      '支付通知的金额与订单金额不符，已拒绝 / The payment notification is for another amount than the order and was refused',
    );
    expect((await entryOf(openIndex ?? -1)).payment).toMatchObject({ state: 'open', paidFen: 0 });
    expect((await entryOf(openIndex ?? -1)).status).toBe(REGISTRATION_STATUS.won);

    const unknown = await post(dev.pay('P-no-such-order', 16_000));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      '支付通知所指的订单不存在，已拒绝 / The payment notification names an order that does not exist and was refused',
    );
    expect(await rows()).toBe(before);
  });

  it('a paid runner withdraws: refunded in full by the tier, and the first on the waitlist gets the place', async () => {
    const { won, waiting } = await byPlacing();
    const paidIndex = (await Promise.all(won.map(async (i) => ({ i, e: await entryOf(i) })))).find(
      ({ e }) => e.status === REGISTRATION_STATUS.confirmed,
    )?.i;
    const paid = nth(paidIndex ?? -1);
    const withdrawn = await call(t.app, endpoints.seasonWithdraw.path, {
      token: paid.token,
      body: { year, regNo: paid.regNo },
    });
    expect(withdrawn.json().data).toMatchObject({ refundFen: 16_000 });
    const entry = await entryOf(paidIndex ?? -1);
    expect(entry.status).toBe(REGISTRATION_STATUS.withdrawn);
    expect(entry.refund).toEqual({ state: 'refunded', amountFen: 16_000, reason: null });
    expect(entry.payment).toMatchObject({ state: 'refunded', refundedFen: 16_000 });
    const firstWaiting = (await Promise.all(waiting.map(async (i) => ({ i, e: await entryOf(i) })))).find(
      ({ e }) => e.status === REGISTRATION_STATUS.won,
    );
    expect(firstWaiting?.e.nextStep.kind).toBe('pay');
    expect(firstWaiting?.e.payment).toMatchObject({ state: 'open', amountFen: 16_000 });
  });
});
