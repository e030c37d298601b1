import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type PassingsAnswer } from '@marathon/shared/api';
import { buildTestApp } from '../../test-support/test-app';
import { writeLiveYear } from './live-fixture.test-support';
import { timeOfDay } from './passing-time';

const YEAR = 2022;
/** 07:30 Beijing on a Sunday; the test clock is the real one, so the race is in the past and every read plausible. */
const GUN = Date.UTC(2022, 3, 17, 7, 30) - 8 * 3_600_000;
const KEY = 'timing-company-key-0123456789abcdef';
const OTHER_KEY = 'other-timing-key-0123456789abcdefgh';
const MIN = 60_000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    timingFeedKeys: [
      { provider: 'chiptiming', key: KEY },
      { provider: 'other', key: OTHER_KEY },
    ],
    timingFeedPerMinute: 40,
  });
  await writeLiveYear(app.context.db, { year: YEAR, gunAt: GUN, half: 20, fun: 3 });
});
afterAll(() => app.close());

const at = (minutes: number) => timeOfDay(GUN + minutes * MIN);

async function post(body: unknown, key: string | null = KEY, language = 'en') {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.livePassings.path,
    headers: { 'accept-language': language, ...(key === null ? {} : { 'x-timing-key': key }) },
    payload: body as object,
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: PassingsAnswer }>(),
  };
}

const kept = (bib: string) =>
  app.context.db
    .selectFrom('live_passings')
    .select(['point', 'at', 'elapsed_ms'])
    .where('year', '=', YEAR)
    .where('bib', '=', bib)
    .orderBy('at')
    .execute();

describe('the timing feed', () => {
  it('refuses a call without the key, or with a wrong one, and changes nothing', async () => {
    const passings = [{ bib: 'H1', point: 'start', time: at(1) }];
    const none = await post({ year: YEAR, passings }, null);
    expect(none.status).toBe(401);
    expect(none.body.msg).toBe('The timing key is wrong');
    const wrong = await post({ year: YEAR, passings }, `${KEY}x`, 'zh');
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('计时密钥不正确');
    expect(await kept('H1')).toEqual([]);
  });

  it('refuses a malformed call with the reason, and keeps nothing of it', async () => {
    const bad = await post({ year: YEAR, passings: [{ bib: 'H1', point: '7k', time: at(30) }] });
    expect(bad.status).toBe(400);
    const time = await post({ year: YEAR, passings: [{ bib: 'H1', point: '5k', time: 'soon' }] });
    expect(time.status).toBe(400);
    expect(time.body.msg).toMatch(/time/);
    expect(await kept('H1')).toEqual([]);
  });

  it('keeps a passing once, however often it is sent, and answers each item', async () => {
    const body = {
      year: YEAR,
      passings: [
        { bib: 'H2', point: 'start', time: at(2) },
        { bib: 'H2', point: '5k', time: at(22) },
      ],
    };
    const first = await post(body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ accepted: 2, duplicates: 0, refused: 0 });
    const again = await post(body);
    expect(again.body.data).toMatchObject({ accepted: 0, duplicates: 2, refused: 0 });
    const rows = await kept('H2');
    expect(rows.map((row) => [row.point, Number(row.elapsed_ms)])).toEqual([
      ['start', 0],
      ['5k', 20 * MIN],
    ]);
  });

  it('takes reads out of order and late, timing chip reads from the start read once it comes', async () => {
    const late = await post({ year: YEAR, passings: [{ bib: 'H3', point: '10k', time: at(48) }] });
    expect(late.body.data.accepted).toBe(1);
    // Without a start read, the time counts from the gun.
    expect(Number((await kept('H3'))[0]?.elapsed_ms)).toBe(48 * MIN);
    const earlier = await post({
      year: YEAR,
      passings: [
        { bib: 'H3', point: '5k', time: at(25) },
        { bib: 'H3', point: 'start', time: at(3) },
      ],
    });
    expect(earlier.body.data.accepted).toBe(2);
    expect((await kept('H3')).map((row) => [row.point, Number(row.elapsed_ms)])).toEqual([
      ['start', 0],
      ['5k', 22 * MIN],
      ['10k', 45 * MIN],
    ]);
  });

  it('keeps the first crossing: a later read of a kept point is a duplicate, an earlier one replaces it', async () => {
    await post({ year: YEAR, passings: [{ bib: 'H4', point: '5k', time: at(24) }] });
    const later = await post({ year: YEAR, passings: [{ bib: 'H4', point: '5k', time: at(25) }] });
    expect(later.body.data.results[0]).toMatchObject({
      outcome: 'duplicate',
      reason: { code: 'later-read' },
    });
    const sooner = await post({ year: YEAR, passings: [{ bib: 'H4', point: '5k', time: at(23) }] });
    expect(sooner.body.data.results[0]).toMatchObject({ outcome: 'replaced', reason: null });
    const correction = await post({
      year: YEAR,
      passings: [{ bib: 'H4', point: '5k', time: at(26), correction: true }],
    });
    expect(correction.body.data.results[0]?.outcome).toBe('replaced');
    expect(Number((await kept('H4'))[0]?.at)).toBe(GUN + 26 * MIN);
  });

  it('refuses implausible passings with a reason the provider can log, keeping the rest of the call', async () => {
    await post({ year: YEAR, passings: [{ bib: 'H5', point: '10k', time: at(50) }] });
    const answer = await post({
      year: YEAR,
      passings: [
        // Before the 10 km read, at 15 km.
        { bib: 'H5', point: '15k', time: at(40) },
        // 5 km in 9 minutes: faster than the course record pace.
        { bib: 'H6', point: '5k', time: at(9) },
        // A point timed before the previous one.
        { bib: 'H11', point: '5k', time: at(30) },
        { bib: 'H11', point: '10k', time: at(28) },
        { bib: 'F1', point: '10k', time: at(30) },
        { bib: 'X999', point: '5k', time: at(30) },
        { bib: 'H7', point: 'start', time: timeOfDay(GUN - 10 * MIN) },
        { bib: 'H8', point: 'finish', time: new Date(Date.now() + 3_600_000).toISOString() },
        { bib: 'H9', point: '5k', time: at(21) },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.results.map((result) => result.reason?.code ?? result.outcome)).toEqual([
      'out-of-order',
      'too-fast',
      'accepted',
      'out-of-order',
      'point-not-on-course',
      'unknown-bib',
      'before-gun',
      'in-future',
      'accepted',
    ]);
    expect(answer.body.data.results[1]?.reason?.zh).toMatch(/配速/);
    expect(await kept('H6')).toEqual([]);
    expect((await kept('H5')).map((row) => row.point)).toEqual(['10k']);
  });

  it('counts calls per provider in the shared state: one provider’s flood leaves the other its budget', async () => {
    const body = { year: YEAR, statuses: [{ bib: 'H10', status: 'running' }] };
    let status = 200;
    for (let call = 0; call < 45 && status === 200; call += 1) status = (await post(body)).status;
    expect(status).toBe(429);
    expect((await post(body, OTHER_KEY)).status).toBe(200);
  });
});
