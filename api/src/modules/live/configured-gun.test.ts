import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type PassingsAnswer } from '@marathon/shared/api';
import { buildTestApp } from '../../test-support/test-app';
import { newRaceRow } from '../content/site-create/race-row';
import { raceDateOf } from '../results';
import { writeLiveYear } from './live-fixture.test-support';
import { timeOfDay } from './passing-time';

const YEAR = 2022;
const KEY = 'timing-company-key-0123456789abcdef';
const MIN = 60_000;
const beijing = (isoLocal: string): number => Date.parse(`${isoLocal}+08:00`);
/** The race as configured: Saturday 19 November 2022 at 08:00. */
const HALF_GUN = beijing('2022-11-19T08:00:00');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ timingFeedKeys: [{ provider: 'chiptiming', key: KEY }] });
  // The edition row keeps the demo rule's date (third Sunday of April, 07:30), as a sign-up made before the race was
  // moved would have stored it: the feed must take the configured race instead.
  await writeLiveYear(app.context.db, { year: YEAR, gunAt: raceDateOf(YEAR), half: 3, fun: 2 });
  // As `site create` configures it: the half at the race's start, the fun run ten minutes later.
  const race = newRaceRow(
    {
      raceId: 'nov2022',
      name: '扬州半程马拉松（十一月）',
      nameEn: 'Yangzhou Half Marathon (November)',
      raceDay: '2022-11-19',
      startTime: '08:00',
      domains: ['nov.example.com'],
    },
    Date.now(),
  );
  await app.context.db.insertInto('races').values(race).execute();
});
afterAll(() => app.close());

async function post(passings: { bib: string; point: string; time: string }[]) {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.livePassings.path,
    headers: { 'accept-language': 'en', 'x-timing-key': KEY },
    payload: { year: YEAR, passings },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PassingsAnswer }>().data;
}

const elapsedOf = async (bib: string, point: string) =>
  Number(
    (
      await app.context.db
        .selectFrom('live_passings')
        .select('elapsed_ms')
        .where('year', '=', YEAR)
        .where('bib', '=', bib)
        .where('point', '=', point)
        .executeTakeFirstOrThrow()
    ).elapsed_ms,
  );

describe('the live feed of a race configured on a Saturday in November', () => {
  it('is not the demo rule’s day', () => {
    expect(new Date(HALF_GUN + 8 * 3_600_000).getUTCDay()).toBe(6);
    expect(raceDateOf(YEAR)).not.toBe(HALF_GUN);
  });

  it('refuses a read before the configured gun, which the April 07:30 gun would have taken', async () => {
    const answer = await post([{ bib: 'H1', point: '5k', time: timeOfDay(HALF_GUN - 10 * MIN) }]);
    expect(answer.results[0]).toMatchObject({ outcome: 'refused', reason: { code: 'before-gun' } });
  });

  it('counts gun time from each item’s own configured start', async () => {
    const half = await post([{ bib: 'H2', point: '5k', time: timeOfDay(HALF_GUN + 25 * MIN) }]);
    expect(half.accepted).toBe(1);
    expect(await elapsedOf('H2', '5k')).toBe(25 * MIN);
    // The fun run starts ten minutes after the half: 45 minutes after the half's gun is 35 into its own race.
    const fun = await post([{ bib: 'F1', point: 'finish', time: timeOfDay(HALF_GUN + 45 * MIN) }]);
    expect(fun.accepted).toBe(1);
    expect(await elapsedOf('F1', 'finish')).toBe(35 * MIN);
  });
});
