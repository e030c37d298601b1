import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REGISTRATION_STATUS, type DrawSettings } from '@marathon/shared/api';
import type { SessionUser } from '../../kernel/session-user';
import type { StaffActor } from '../../kernel/staff-actor';
import { buildTestApp } from '../../test-support/test-app';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances';
import { entryState, replaceEntries } from '../registrations';
import { pendingEntry } from '../registrations/registrations.test-support';
import { closeEntries, commitSeed, drawOverview, publicDraw, revealSeed, runDraw } from './draw';
import { drawOrder, seedHashOf } from './draw-order';
import { onPaymentOutcome } from './outcomes';
import { inMemoryPayments } from './payments.test-support';
import type { SeasonDeps } from './season-deps';
import { withdrawEntry } from './withdraw';
import { seasonStepOf } from './my-entries';
import { deliverNotices, type NoticeDelivery, type RunnerContact } from './notices/deliver';
import type { AlertMessage } from '../../platform/messaging/senders';

const YEAR = 2026;
const SEED = 'yangzhou-2026-half-seed-0123456789';
const DAY = 86_400_000;
const NOW = Date.parse('2026-03-01T10:00:00+08:00');
const SETTINGS: DrawSettings = {
  raceItem: 'half',
  places: 10,
  reservedPlaces: 2,
  drawAt: NOW,
  feeFen: 16_000,
  payWindowMs: 3 * DAY,
  refundTiers: [
    { until: NOW + 10 * DAY, percent: 100 },
    { until: NOW + 20 * DAY, percent: 80 },
    { until: NOW + 30 * DAY, percent: 60 },
  ],
};
const ACTOR: StaffActor = {
  staffId: 's1',
  name: '组委会甲',
  email: 'a@x',
  role: 'administrator',
  permissions: [],
};

const entry = (regNo: number) => pendingEntry(YEAR, regNo, NOW - regNo);

const runnerOf = (userId: string): SessionUser => ({
  userId,
  accountNo: userId,
  nick: userId,
  email: null,
  phone: null,
});

function seasonOn(app: FastifyInstance, clock: { at: number }) {
  // The payments side tells the season its outcomes, as main/ wires the two.
  const payments = inMemoryPayments(
    (outcome) => onPaymentOutcome(deps, outcome),
    () => clock.at,
  );
  const deps: SeasonDeps = {
    db: app.context.db,
    payments: payments.port,
    settingsOf: async (_year, raceItem) => (raceItem === 'half' ? SETTINGS : null),
    // Entries 1 and 2 are approved qualification applications.
    reservedRegNos: async () => [1, 2],
    signedUpFor: async (userId, _year, regNo) => userId === `u${regNo}`,
    entriesOf: async (userId) => [{ year: 2026, regNo: Number(userId.slice(1)) }],
    now: () => clock.at,
  };
  return { deps, payments };
}

/** The entry at a place of the order (a test's order is always long enough). */
function at(order: readonly number[], index: number): number {
  const regNo = order[index];
  if (regNo === undefined) throw new Error(`no entry at place ${index + 1}`);
  return regNo;
}

/** A delivery to a recording sender: odd entries have an e-mail, even ones only a phone (and no way to text). */
function recordingDelivery(
  app: FastifyInstance,
  sent: AlertMessage[],
  failFor = new Set<string>(),
): NoticeDelivery {
  return {
    db: app.context.db,
    contactOf: async (_year, regNo): Promise<RunnerContact | null> =>
      regNo % 2 === 1
        ? { email: `r${regNo}@runner.test`, phone: null }
        : { email: null, phone: `1380000${regNo}` },
    email: {
      provider: 'test',
      async send(message) {
        if (failFor.has(message.target)) throw new Error('the mail server is away');
        sent.push(message);
      },
    },
    sms: null,
    siteUrl: 'https://run.example/',
    now: () => NOW,
    warn: () => undefined,
  };
}

const noticesOf = (app: FastifyInstance) =>
  app.context.db
    .selectFrom('season_notices')
    .select(['reg_no', 'kind', 'facts', 'sent_at', 'last_error', 'attempts'])
    .where('year', '=', YEAR)
    .execute();

const statusOf = async (app: FastifyInstance, regNo: number) =>
  (await entryState(app.context.db, YEAR, regNo))?.status;

describe('the draw', () => {
  let app: FastifyInstance;
  const clock = { at: NOW };
  let s: ReturnType<typeof seasonOn>;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.context.db.transaction().execute((trx) =>
      replaceEntries(
        trx,
        YEAR,
        Array.from({ length: 30 }, (_, i) => entry(i + 1)),
      ),
    );
    s = seasonOn(app, clock);
  });
  afterAll(async () => app.close());

  it('draws once from the committed seed, reproducibly, and refuses steps out of turn', async () => {
    // The organiser's overview: places and applicants before any commit, the status after each step.
    expect(await drawOverview(s.deps, { year: YEAR, raceItem: 'half' })).toMatchObject({
      places: SETTINGS.places,
      reservedPlaces: SETTINGS.reservedPlaces,
      applicants: 30,
      status: null,
    });
    await expect(drawOverview(s.deps, { year: YEAR, raceItem: 'nope' })).rejects.toThrow('没有抽签设置');
    await commitSeed(s.deps, { year: YEAR, raceItem: 'half', seedHash: seedHashOf(SEED) });
    await expect(
      commitSeed(s.deps, { year: YEAR, raceItem: 'half', seedHash: seedHashOf('x') }),
    ).rejects.toThrow('种子哈希已经提交');
    await expect(runDraw(s.deps, { year: YEAR, raceItem: 'half', seed: SEED }, ACTOR)).rejects.toThrow(
      '请先截止报名',
    );
    const before = await publicDraw(s.deps, { year: YEAR, raceItem: 'half' });
    expect(before).toMatchObject({ state: 'open', seedHash: seedHashOf(SEED), seed: null, order: [] });
    await closeEntries(s.deps, { year: YEAR, raceItem: 'half' });
    await expect(
      runDraw(s.deps, { year: YEAR, raceItem: 'half', seed: 'not-the-committed-seed' }, ACTOR),
    ).rejects.toThrow('种子与提交的哈希不符');
    const status = await runDraw(s.deps, { year: YEAR, raceItem: 'half', seed: SEED }, ACTOR);
    expect(status).toMatchObject({ state: 'drawn', entries: 28, winners: 8, waitlisted: 20 });
    expect(await drawOverview(s.deps, { year: YEAR, raceItem: 'half' })).toMatchObject({
      applicants: 0,
      status: { state: 'drawn', entries: 28, winners: 8 },
    });
    await expect(runDraw(s.deps, { year: YEAR, raceItem: 'half', seed: SEED }, ACTOR)).rejects.toThrow(
      '已经抽过签',
    );

    const drawn = await publicDraw(s.deps, { year: YEAR, raceItem: 'half' });
    expect(drawn.seed).toBeNull();
    await revealSeed(s.deps, { year: YEAR, raceItem: 'half', seed: SEED });
    const record = await publicDraw(s.deps, { year: YEAR, raceItem: 'half' });
    expect(record.seed).toBe(SEED);
    expect(record.entries).toEqual(Array.from({ length: 28 }, (_, i) => i + 3));
    // Anyone recomputes the order from the published seed and entries.
    expect(record.order).toEqual(drawOrder(SEED, record.entries));
    expect(record.drawnPlaces).toBe(8);
    for (const regNo of [1, 2, ...record.order.slice(0, 8)]) {
      expect(await statusOf(app, regNo)).toBe(REGISTRATION_STATUS.won);
      expect(s.payments.orders.get(`${YEAR}/${regNo}`)).toMatchObject({
        amountFen: 16_000,
        payBy: NOW + 3 * DAY,
      });
    }
    for (const regNo of record.order.slice(8))
      expect(await statusOf(app, regNo)).toBe(REGISTRATION_STATUS.waitlist);
  });

  it('confirms a payment once, and gives an expired place to the first waitlisted entry, once', async () => {
    const { order } = await publicDraw(s.deps, { year: YEAR, raceItem: 'half' });
    const first = at(order, 0);
    const second = at(order, 1);
    await s.payments.pay(YEAR, first);
    await s.payments.pay(YEAR, first);
    expect(await statusOf(app, first)).toBe(REGISTRATION_STATUS.confirmed);

    await s.payments.expire(YEAR, second);
    await s.payments.expire(YEAR, second);
    expect(await statusOf(app, second)).toBe(REGISTRATION_STATUS.expired);
    expect(await statusOf(app, at(order, 8))).toBe(REGISTRATION_STATUS.won);
    expect(await statusOf(app, at(order, 9))).toBe(REGISTRATION_STATUS.waitlist);
    expect(s.payments.orders.has(`${YEAR}/${order[8]}`)).toBe(true);
  });

  it('refunds a withdrawal by the dated tier, once, and promotes the next waitlisted entry', async () => {
    const { order } = await publicDraw(s.deps, { year: YEAR, raceItem: 'half' });
    const payer = at(order, 0);
    await expect(
      withdrawEntry(s.deps, runnerOf('someone-else'), { year: YEAR, regNo: payer }),
    ).rejects.toThrow('这不是您的报名');
    clock.at = NOW + 15 * DAY;
    const answer = await withdrawEntry(s.deps, runnerOf(`u${payer}`), {
      year: YEAR,
      regNo: payer,
    });
    expect(answer).toMatchObject({ regNo: payer, refundFen: 12_800 });
    await expect(withdrawEntry(s.deps, runnerOf(`u${payer}`), { year: YEAR, regNo: payer })).rejects.toThrow(
      '已退赛',
    );
    expect(await statusOf(app, payer)).toBe(REGISTRATION_STATUS.withdrawn);
    // The withdrawal's moment is kept (the dashboard counts withdrawals per day), by the season's clock.
    const withdrawnRow = await app.context.db
      .selectFrom('race_registrations')
      .select('withdrawn_at')
      .where('year', '=', YEAR)
      .where('reg_no', '=', payer)
      .executeTakeFirstOrThrow();
    expect(Number(withdrawnRow.withdrawn_at)).toBe(NOW + 15 * DAY);
    expect(await statusOf(app, at(order, 9))).toBe(REGISTRATION_STATUS.won);
    await s.payments.refunded(YEAR, payer, String(answer.refundNo), 12_800);
    const row = await app.context.db
      .selectFrom('season_draw_entries')
      .select(['refund_state', 'refund_fen'])
      .where('year', '=', YEAR)
      .where('reg_no', '=', payer)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ refund_state: 'refunded', refund_fen: 12_800 });
  });

  it('tells each runner each step once: won with the fee and pay-by, waitlisted with the position, paid, expired, refunded', async () => {
    const { order } = await publicDraw(s.deps, { year: YEAR, raceItem: 'half' });
    const rows = await noticesOf(app);
    const kindsOf = (regNo: number) =>
      rows
        .filter((row) => row.reg_no === regNo)
        .map((row) => row.kind)
        .sort();
    expect(kindsOf(at(order, 0))).toEqual(['paid', 'refunded', 'won']);
    expect(kindsOf(at(order, 1))).toEqual(['expired', 'won']);
    expect(kindsOf(at(order, 8))).toEqual(['waitlist', 'won']);
    expect(kindsOf(at(order, 10))).toEqual(['waitlist']);
    expect(kindsOf(1)).toEqual(['won']);
    const waiting = rows.find((row) => row.reg_no === at(order, 10) && row.kind === 'waitlist');
    expect(JSON.parse(String(waiting?.facts))).toEqual({ position: 3 });
    // The public lookup's answer: two promoted ahead of it, so it is next; a promoted entry pays by its deadline.
    expect(await seasonStepOf(s.deps, YEAR, at(order, 10))).toEqual({
      waitlistPosition: 1,
      nextStep: { kind: 'wait-waitlist', deadline: null },
    });
    const promoted = await seasonStepOf(s.deps, YEAR, at(order, 9));
    expect(promoted?.nextStep).toEqual({
      kind: 'pay',
      deadline: s.payments.orders.get(`${YEAR}/${at(order, 9)}`)?.payBy,
    });

    const sent: AlertMessage[] = [];
    const away = `r${at(order, 3) % 2 === 1 ? at(order, 3) : at(order, 4)}@runner.test`;
    const delivery = recordingDelivery(app, sent, new Set([away]));
    await deliverNotices(delivery);
    const byMail = rows.filter((row) => row.reg_no % 2 === 1);
    expect(sent).toHaveLength(byMail.length - 1);
    const won = sent.find((message) => message.target === 'r1@runner.test');
    expect(won?.subject).toContain('中签通知');
    expect(won?.text).toContain('¥160.00');
    expect(won?.text).toContain('2026-03-04 10:00');
    expect(won?.text).toContain('https://run.example/reg/#/my/my-index');
    expect(won?.text).toContain('Please pay the entry fee of ¥160.00');

    // Sent once: a second sweep sends only the one that failed, once its server is back.
    await deliverNotices(delivery);
    expect(sent).toHaveLength(byMail.length - 1);
    await deliverNotices(recordingDelivery(app, sent));
    expect(sent).toHaveLength(byMail.length);
    expect(new Set(sent.map((m) => `${m.target}/${m.subject}`)).size).toBe(sent.length);
    // A runner with only a phone, and no way to text, is marked and not tried again.
    const after = await noticesOf(app);
    const phoneOnly = after.filter((row) => row.reg_no % 2 === 0);
    expect(phoneOnly.every((row) => row.sent_at === null && row.last_error === 'no-channel')).toBe(true);
  });
});

describe('two API processes drawing at once', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await twoInstances();
    await two.apps[0].context.db.transaction().execute((trx) =>
      replaceEntries(
        trx,
        YEAR,
        Array.from({ length: 200 }, (_, i) => entry(i + 1)),
      ),
    );
  });
  afterAll(async () => two.close());

  it('draws exactly once: one wins, the other is refused', async () => {
    const clock = { at: NOW };
    const a = seasonOn(two.apps[0], clock);
    const b = seasonOn(two.apps[1], clock);
    await commitSeed(a.deps, { year: YEAR, raceItem: 'half', seedHash: seedHashOf(SEED) });
    await closeEntries(a.deps, { year: YEAR, raceItem: 'half' });
    const results = await Promise.allSettled([
      runDraw(a.deps, { year: YEAR, raceItem: 'half', seed: SEED }, ACTOR),
      runDraw(b.deps, { year: YEAR, raceItem: 'half', seed: SEED }, ACTOR),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(String((refused as PromiseRejectedResult).reason)).toContain('已经抽过签');
    const rows = await two.apps[1].context.db
      .selectFrom('season_draw_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(200);

    // Both processes sweep the notices at once: every notice is sent by exactly one of them.
    const sent: AlertMessage[] = [];
    await Promise.all(two.apps.map((app) => deliverNotices(recordingDelivery(app, sent))));
    const queued = await noticesOf(two.apps[0]);
    expect(queued).toHaveLength(200);
    expect(sent).toHaveLength(queued.filter((row) => row.reg_no % 2 === 1).length);
    expect(new Set(sent.map((m) => `${m.target}/${m.subject}`)).size).toBe(sent.length);
  });
});
