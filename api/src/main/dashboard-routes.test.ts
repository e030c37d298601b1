import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, REGISTRATION_STATUS, type Dashboard } from '@marathon/shared/api';
import { pendingEntry } from '../modules/registrations/registrations.test-support';
import { enrolStaff, type TestStaff } from '../modules/staff/staff.test-support';
import { buildTestApp } from '../test-support/test-app';

/*
 * The dashboard over real rows of every module's tables: days are Beijing dates (00:30 in Beijing is still the
 * day before in UTC), money integer fen, and each role but the volunteer may read it.
 */
const YEAR = 2019;
const beijing = (isoLocal: string): number => Date.parse(`${isoLocal}+08:00`);
const { submitted, won, waitlist, confirmed, withdrawn, expired } = REGISTRATION_STATUS;

let app: FastifyInstance;
let director: TestStaff;
let viewer: TestStaff;
let volunteer: TestStaff;

beforeAll(async () => {
  app = await buildTestApp();
  const { db } = app.context;
  const entry = (regNo: number, at: string, status: number, extra: { withdrawn_at?: number } = {}) => ({
    ...pendingEntry(YEAR, regNo, beijing(at)),
    status,
    ...extra,
  });
  await db
    .insertInto('race_registrations')
    .values([
      entry(1, '2019-03-02T00:30:00', confirmed),
      entry(2, '2019-03-02T10:00:00', confirmed),
      entry(3, '2019-03-02T23:59:00', won),
      entry(4, '2019-03-03T08:00:00', waitlist),
      entry(5, '2019-03-03T09:00:00', withdrawn, { withdrawn_at: beijing('2019-03-05T00:10:00') }),
      entry(6, '2019-03-03T09:30:00', expired),
      entry(7, '2019-03-04T12:00:00', submitted),
      // Another edition counts nowhere.
      { ...pendingEntry(YEAR - 1, 1, beijing('2018-03-02T10:00:00')) },
    ])
    .execute();
  const order = (regNo: number, paidAt: number | null, paidFen: number) => ({
    order_no: `o-${regNo}`,
    year: YEAR,
    reg_no: regNo,
    race_item: 'half',
    amount_fen: 18_000,
    paid_fen: paidFen,
    refunded_fen: 0,
    refunding_fen: 0,
    state: paidAt === null ? 'open' : 'paid',
    // Not yet due: the app's sweep would expire an unpaid win past its pay-by.
    pay_by: Date.now() + 30 * 86_400_000,
    provider: 'dev',
    provider_txn: null,
    created_at: beijing('2019-03-10T09:00:00'),
    paid_at: paidAt,
    updated_at: beijing('2019-03-10T09:00:00'),
  });
  await db
    .insertInto('payment_orders')
    .values([
      order(1, beijing('2019-03-10T00:05:00'), 18_000),
      order(2, beijing('2019-03-10T21:00:00'), 18_050),
      order(3, null, 0),
    ])
    .execute();
  await db
    .insertInto('kit_pickups')
    .values({
      year: YEAR,
      reg_no: 1,
      pickup_id: 'p-1',
      desk_id: 'd-1',
      desk_name: '一号台',
      at: beijing('2019-04-13T15:00:00'),
      by_proxy: 0,
      proxy_name: null,
      proxy_id_last4: null,
    })
    .execute();
  await db
    .insertInto('season_draws')
    .values({
      year: YEAR,
      race_item: 'half',
      state: 'revealed',
      seed_hash: 'h'.repeat(64),
      seed: 's',
      committed_at: beijing('2019-03-01T09:00:00'),
      closed_at: beijing('2019-03-06T09:00:00'),
      drawn_at: beijing('2019-03-07T09:00:00'),
      drawn_by: 'm-1',
      drawn_places: 3,
    })
    .execute();
  const placed = (regNo: number, position: number, wonRound: number | null) => ({
    year: YEAR,
    reg_no: regNo,
    race_item: 'half',
    position,
    won_round: wonRound,
    won_at: null,
    order_no: null,
    pay_by: null,
    refund_no: null,
    refund_fen: null,
    refund_state: null,
    refund_reason: null,
  });
  await db
    .insertInto('season_draw_entries')
    .values([placed(1, 1, 0), placed(2, 2, 0), placed(3, 3, 0), placed(4, 4, null), placed(6, 5, 1)])
    .execute();
  const gun = beijing('2019-04-14T07:30:00');
  const read = (bib: string, point: string, minutes: number) => ({
    year: YEAR,
    bib,
    point,
    race_item: 'half',
    gender: 1,
    at: gun + minutes * 60_000,
    elapsed_ms: minutes * 60_000,
    timing: 'chip',
    provider: 'chiptiming',
    received_at: gun + minutes * 60_000,
  });
  await db
    .insertInto('live_passings')
    .values([
      read('A1', 'start', 0),
      read('A1', 'finish', 90),
      read('A2', 'start', 0),
      read('A2', '10k', 50),
      read('A3', 'start', 1),
      read('A4', 'start', 1),
      read('A4', 'finish', 95),
    ])
    .execute();
  // A3 gave up; A4 was disqualified after the finish: both are out, neither on course nor finished.
  await db
    .insertInto('live_runners')
    .values(
      ['A3', 'A4'].map((bib) => ({
        year: YEAR,
        bib,
        tracking: null,
        code_hash: null,
        status: bib === 'A3' ? 1 : 2,
        status_reason_zh: null,
        status_reason_en: null,
        version: 1,
        updated_at: gun,
      })),
    )
    .execute();
  director = await enrolStaff(app, 'administrator', '总监张');
  viewer = await enrolStaff(app, 'viewer', '观察员赵');
  volunteer = await enrolStaff(app, 'volunteer', '志愿者钱');
});
afterAll(() => app.close());

async function dashboard(staff: TestStaff, year: number | null = YEAR) {
  const response = await app.inject({
    method: 'GET',
    url: `${endpoints.staffDashboard.path}${year === null ? '' : `?year=${year}`}`,
    headers: staff.headers,
  });
  return { status: response.statusCode, body: response.json<{ code: number; data: Dashboard }>() };
}

describe('the organisers’ dashboard', () => {
  it('counts each Beijing day’s sign-ups, payments, withdrawals and pickups, and the totals', async () => {
    const { status, body } = await dashboard(director);
    expect(status).toBe(200);
    const answer = body.data;
    expect(answer.year).toBe(YEAR);
    expect(answer.days).toEqual([
      { day: '2019-03-02', registrations: 3, payments: 0, paidFen: 0, withdrawals: 0, pickups: 0 },
      { day: '2019-03-03', registrations: 3, payments: 0, paidFen: 0, withdrawals: 0, pickups: 0 },
      { day: '2019-03-04', registrations: 1, payments: 0, paidFen: 0, withdrawals: 0, pickups: 0 },
      { day: '2019-03-05', registrations: 0, payments: 0, paidFen: 0, withdrawals: 1, pickups: 0 },
      { day: '2019-03-10', registrations: 0, payments: 2, paidFen: 36_050, withdrawals: 0, pickups: 0 },
      { day: '2019-04-13', registrations: 0, payments: 0, paidFen: 0, withdrawals: 0, pickups: 1 },
    ]);
    expect(answer.totals).toEqual({
      registrations: 7,
      payments: 2,
      paidFen: 36_050,
      withdrawals: 1,
      pickups: 1,
    });
    expect(answer.statuses).toEqual({
      submitted: 1,
      won: 1,
      waitlist: 1,
      confirmed: 2,
      expired: 1,
      withdrawn: 1,
      notSelected: 0,
    });
  });

  it('gives each race item’s draw and the race’s runners and feeds', async () => {
    const answer = (await dashboard(viewer)).body.data;
    expect(answer.draws).toEqual([
      {
        raceItem: 'half',
        state: 'revealed',
        drawnAt: beijing('2019-03-07T09:00:00'),
        entries: 5,
        winners: 3,
      },
      { raceItem: 'fun', state: null, drawnAt: null, entries: 0, winners: 0 },
    ]);
    expect(answer.live).toEqual({
      started: 4,
      finished: 1,
      out: 2,
      onCourse: 1,
      feeds: [{ provider: 'chiptiming', passings: 7, lastPassingAt: beijing('2019-04-14T09:05:00') }],
    });
    expect(answer.isRaceDay).toBe(false);
  });

  it('answers the current (Beijing) edition without a year, and a year without rows empty but whole', async () => {
    const current = (await dashboard(director, null)).body.data;
    expect(current.year).toBe(Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4)));
    const empty = (await dashboard(director, 2099)).body.data;
    expect(empty.days).toEqual([]);
    expect(empty.totals).toEqual({ registrations: 0, payments: 0, paidFen: 0, withdrawals: 0, pickups: 0 });
    expect(empty.draws.map((draw) => draw.state)).toEqual([null, null]);
    expect(empty.live).toEqual({ started: 0, onCourse: 0, finished: 0, out: 0, feeds: [] });
  });

  it('refuses a volunteer and a bad year', async () => {
    expect((await dashboard(volunteer)).status).toBe(403);
    expect((await dashboard(director, 1999)).status).toBe(400);
  });
});
