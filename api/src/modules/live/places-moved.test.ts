import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveMissing, type LiveRunner } from '@marathon/shared/api';
import { feedAndStreamApps, openRunnersStream } from '../../test-support/live-events';
import { writeLiveYear } from './live-fixture.test-support';
import { timeOfDay } from './passing-time';

const YEAR = 2019;
const GUN = Date.UTC(2019, 3, 21, 7, 30) - 8 * 3_600_000;
const KEY = 'timing-company-key-0123456789abcdef';
const MIN = 60_000;
const at = (minutes: number) => timeOfDay(GUN + minutes * MIN);

/** The feed's API, and the streams' API: another process on PostgreSQL, the same one on SQLite in memory. */
let apps: Awaited<ReturnType<typeof feedAndStreamApps>>;
beforeAll(async () => {
  apps = await feedAndStreamApps(KEY, YEAR);
  await writeLiveYear(apps.feedApp.context.db, { year: YEAR, gunAt: GUN, half: 10 });
});
afterAll(() => apps.close());
const feed = (passings: Parameters<typeof apps.feed>[0]) => apps.feed(passings);

const openStream = (bibs: string[]) =>
  openRunnersStream(
    apps.streamApp,
    apps.base,
    YEAR,
    bibs.map((bib) => ({ bib })),
  );

const finishPlace = (runner: LiveRunner | LiveMissing) => {
  const finish = runner.found ? runner.splits.find((split) => split.point === 'finish') : undefined;
  return finish ? [finish.rank, finish.genderRank] : null;
};

describe('places at a point, while faster chip times arrive behind', () => {
  it('sends a followed runner again when a faster runner passes their point later, or a correction moves them', async () => {
    // H1 starts with the gun and finishes in 1:40:00: first across the line, first so far.
    await feed([
      { bib: 'H1', point: 'start', time: at(0) },
      { bib: 'H1', point: 'finish', time: at(100) },
    ]);
    const stream = await openStream(['H1']);
    try {
      await stream.until((runner) => finishPlace(runner)?.[0] === 1, 'H1 first at the finish');

      // H3 (a man, as H1) started five minutes later and crosses the line after H1, in 1:35:00 chip time.
      await feed([
        { bib: 'H3', point: 'start', time: at(5) },
        { bib: 'H3', point: 'finish', time: at(100) },
      ]);
      const second = await stream.until(
        (runner) => finishPlace(runner)?.[0] === 2,
        "H1 second at the finish after H3's faster chip time",
      );
      expect(finishPlace(second)).toEqual([2, 2]);

      // A slower runner behind changes nothing of H1's: no event for it.
      await feed([
        { bib: 'H5', point: 'start', time: at(0) },
        { bib: 'H5', point: 'finish', time: at(110) },
      ]);
      // The timing company corrects H3's finish to 1:45:00: H1 is first again.
      await feed([{ bib: 'H3', point: 'finish', time: at(110), correction: true }]);
      const first = await stream.until(
        (runner) => finishPlace(runner)?.[0] === 1,
        "H1 first again after H3's correction",
      );
      expect(finishPlace(first)).toEqual([1, 1]);
      // Every event said something new: a state is not sent twice in a row.
      const states = stream.seen.map((runner) => JSON.stringify(runner));
      expect(states.filter((state, index) => state === states[index - 1])).toEqual([]);
      // H1's own state did not change after its first: the moved places came alone, not as the whole state again.
      expect(stream.kinds).toEqual(['runner', 'places', 'places']);
    } finally {
      stream.close();
    }
  }, 60_000);
});
