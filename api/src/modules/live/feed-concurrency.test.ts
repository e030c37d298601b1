import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type FeedItemResult, type PassingsAnswer } from '@marathon/shared/api';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances';
import { writeLiveYear } from './live-fixture.test-support';
import { timeOfDay } from './passing-time';

const YEAR = 2022;
const GUN = Date.UTC(2022, 3, 17, 7, 30) - 8 * 3_600_000;
const KEY = 'timing-company-key-0123456789abcdef';
const MIN = 60_000;
const RUNNERS = 40;

let pair: TwoInstances;
beforeAll(async () => {
  pair = await twoInstances({
    timingFeedKeys: [{ provider: 'chiptiming', key: KEY }],
    timingFeedPerMinute: 10_000,
  });
  await writeLiveYear(pair.apps[0].context.db, { year: YEAR, gunAt: GUN, half: RUNNERS });
}, 120_000);
afterAll(() => pair.close());

async function post(app: FastifyInstance, bib: string, minutes: number): Promise<FeedItemResult> {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.livePassings.path,
    headers: { 'x-timing-key': KEY },
    payload: { year: YEAR, passings: [{ bib, point: '5k', time: timeOfDay(GUN + minutes * MIN) }] },
  });
  expect(response.statusCode).toBe(200);
  const [result] = response.json<{ data: PassingsAnswer }>().data.results;
  if (!result) throw new Error(`no answer for ${bib}`);
  return result;
}

describe('the timing feed on two API processes', () => {
  it('keeps the earliest crossing when two reads of one mat arrive at once, and says "accepted" once', async () => {
    const bibs = Array.from({ length: RUNNERS }, (_, index) => `H${index + 1}`);
    const [first, second] = pair.apps;
    // Each runner's two reads, 30 s apart, posted to both processes at once; which process gets the earlier one
    // alternates, so neither process's order decides.
    const answers = await Promise.all(
      bibs.map(async (bib, index) => {
        const [early, late] = index % 2 === 0 ? [first, second] : [second, first];
        const [a, b] = await Promise.all([post(late, bib, 24.5), post(early, bib, 24)]);
        return { bib, outcomes: [a.outcome, b.outcome].sort() };
      }),
    );
    const kept = await first.context.db
      .selectFrom('live_passings')
      .select(['bib', 'at'])
      .where('year', '=', YEAR)
      .where('point', '=', '5k')
      .execute();
    const keptAt = new Map(kept.map((row) => [row.bib, Number(row.at)]));
    const wrong = bibs.filter((bib) => keptAt.get(bib) !== GUN + 24 * MIN);
    expect(wrong).toEqual([]);
    for (const { outcomes } of answers) {
      // The later read lost: either it came second (a duplicate) or the earlier one replaced it.
      expect([
        ['accepted', 'duplicate'],
        ['accepted', 'replaced'],
      ]).toContainEqual(outcomes);
    }
  }, 120_000);
});
