import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type LiveMissing, type LiveRunner } from '@marathon/shared/api';
import { feedAndStreamApps, openRunnersStream } from '../../test-support/live-events';
import { databaseAway } from '../../test-support/database-outage';
import { testPostgresUrl } from '../../test-support/test-database';
import { writeLiveYear } from './live-fixture.test-support';
import { timeOfDay } from './passing-time';

/*
 * Live events between two API instances on one PostgreSQL across an outage of the database: the feed's instance
 * and the stream's instance each lose every connection, new ones are refused for several seconds, then the
 * database is back. A follower's stream on the other instance must hear what was posted once the feed could write
 * again (while its listening connection was still being made again) and what is posted after.
 */
const server = testPostgresUrl();
const YEAR = 2018;
const GUN = Date.UTC(2018, 3, 22, 7, 30) - 8 * 3_600_000;
const KEY = 'timing-company-key-outage-0123456789';
const MIN = 60_000;
const at = (minutes: number) => timeOfDay(GUN + minutes * MIN);
const OUTAGE_MS = 6_000;

const pointsOf = (runner: LiveRunner | LiveMissing) =>
  runner.found ? runner.splits.map((split) => split.point) : [];
const finishElapsed = (runner: LiveRunner | LiveMissing) =>
  runner.found ? runner.splits.find((split) => split.point === 'finish')?.elapsedMs : undefined;

describe.skipIf(!server)('live events across a database outage (PostgreSQL)', () => {
  let apps: Awaited<ReturnType<typeof feedAndStreamApps>>;
  let admin: pg.Client;

  beforeAll(async () => {
    apps = await feedAndStreamApps(KEY, YEAR);
    await writeLiveYear(apps.feedApp.context.db, { year: YEAR, gunAt: GUN, half: 4 });
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await apps?.close();
  });

  it('reach a stream on the other instance: what was posted as the database came back, and after', async () => {
    const database = apps.feedApp.context.config.database;
    if (database.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    const name = new URL(database.url).pathname.slice(1);
    await apps.feed([{ bib: 'H1', point: 'start', time: at(0) }]);
    const stream = await openRunnersStream(apps.streamApp, apps.base, YEAR, [{ bib: 'H1' }]);
    try {
      await stream.until((runner) => pointsOf(runner).includes('start'), 'H1 at the start');

      // Meanwhile the timing company's post is refused plainly (it posts again), not hung and not lost silently.
      const refused = await databaseAway(admin, name, OUTAGE_MS, () =>
        apps.feedApp.inject({
          method: 'POST',
          url: endpoints.livePassings.path,
          headers: { 'x-timing-key': KEY },
          payload: { year: YEAR, passings: [{ bib: 'H1', point: 'finish', time: at(99) }] },
        }),
      );
      expect(refused.statusCode).toBe(503);

      // Posted at once when the database is back: the stream's instance is still making its listening connection
      // again, so no announcement of this reaches it. It hears it all the same.
      await apps.feed([{ bib: 'H1', point: 'finish', time: at(100) }]);
      const finished = await stream.until(
        (runner) => finishElapsed(runner) === 100 * MIN,
        'H1 at the finish, posted as the database came back',
      );
      expect(pointsOf(finished)).toEqual(['start', 'finish']);

      // And announcements are heard again after: a correction reaches the stream too.
      await apps.feed([{ bib: 'H1', point: 'finish', time: at(101), correction: true }]);
      await stream.until((runner) => finishElapsed(runner) === 101 * MIN, "H1's corrected finish");
    } finally {
      stream.close();
    }
  }, 120_000);
});
