import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type LiveMissing, type LiveRunner } from '@marathon/shared/api';
import { DATABASE_UNAVAILABLE_MSG } from '../http/error-handler';
import { openDatabase } from './connect';
import { migrateToLatest } from '../../main/migrate';
import { seedIfEmpty } from '../../modules/sites/seed';
import { raceDataSeedFrom, seedRaceDataIfEmpty } from '../../modules/results/seed';
import { writeLiveYear } from '../../modules/live/live-fixture.test-support';
import { timeOfDay } from '../../modules/live/passing-time';
import { buildTestApp } from '../../test-support/test-app';
import { openRunnersStream } from '../../test-support/live-events';
import { connectionsByName, namedUrl } from '../../test-support/database-outage';
import { startTestPostgres, type TestPostgres } from '../../test-support/postgres-server';
import { testPostgresUrl } from '../../test-support/test-database';

/*
 * The PostgreSQL server itself stopped and started again (a restart, or a failover to a server on the same address)
 * while two API processes serve pages and stream live events: the other outage tests end or refuse one database's
 * connections on the shared test server, which must stay up for the other files. This one runs a server of its
 * own, so once, in the SQLite project. Throughout, each process holds no more connections than its pool's bound
 * (counted from the server's side); meanwhile every answer is the 503 a page explains, and /health says degraded;
 * within seconds of the server's return every request answers again, and a follower's stream on the other process
 * hears what was posted once the feed could write again, and after.
 */
const POOL_MAX = 3;
/** The pool's connections and the live events' listening one. */
const HELD_AT_MOST = POOL_MAX + 1;
const DOWN_MS = 5_000;
const KEY = 'timing-company-key-restart-0123456789';
const YEAR = 2018;
const GUN = Date.UTC(2018, 3, 22, 7, 30) - 8 * 3_600_000;
const MIN = 60_000;
const at = (minutes: number) => timeOfDay(GUN + minutes * MIN);
const NAMES = ['restart-feed', 'restart-stream'] as const;

const finishElapsed = (runner: LiveRunner | LiveMissing) =>
  runner.found ? runner.splits.find((split) => split.point === 'finish')?.elapsedMs : undefined;

interface Answer {
  status: number;
  msg: string;
  language: 'zh' | 'en';
}

describe.skipIf(testPostgresUrl() !== undefined)('the PostgreSQL server stopped and started again', () => {
  let server: TestPostgres;
  let databaseUrl = '';
  const apps: FastifyInstance[] = [];
  let base = '';

  beforeAll(async () => {
    server = await startTestPostgres();
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('create database marathon');
    await admin.end();
    const url = new URL(server.url);
    url.pathname = '/marathon';
    databaseUrl = url.toString();
    const handle = openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      await migrateToLatest(handle.db);
      await seedIfEmpty(handle.db);
      await seedRaceDataIfEmpty(handle.db, raceDataSeedFrom(process.env, 'test'));
    } finally {
      await handle.close();
    }
    for (const name of NAMES) {
      apps.push(
        await buildTestApp({
          timingFeedKeys: [{ provider: 'chiptiming', key: KEY }],
          database: { kind: 'postgres', url: namedUrl(databaseUrl, name), poolMax: POOL_MAX },
        }),
      );
    }
    const [feedApp, streamApp] = apps;
    if (!feedApp || !streamApp) throw new Error('two apps were expected');
    await writeLiveYear(feedApp.context.db, { year: YEAR, gunAt: GUN, half: 4 });
    base = await streamApp.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await server?.stop();
  });

  /** A health check and a read of the race, as a page asks them. */
  const ask = async (app: FastifyInstance, language: 'zh' | 'en'): Promise<Answer[]> => {
    const headers = { 'accept-language': language };
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: endpoints.health.path, headers }),
      app.inject({
        method: 'POST',
        url: endpoints.raceBaseInfo.path,
        payload: { raceId: 'yzhm2025' },
        headers,
      }),
    ]);
    return answers.map((response) => ({
      status: response.statusCode,
      msg: String(response.json<{ msg: unknown }>().msg),
      language,
    }));
  };

  /** The most connections one process held, sampled every 50 ms while `during` runs (none while the server is down). */
  const mostHeldDuring = async (during: () => Promise<void>): Promise<number> => {
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const admin = new pg.Client({ connectionString: server.url });
        try {
          await admin.connect();
          while (sampling) {
            const counts = await connectionsByName(admin, 'marathon');
            for (const name of NAMES) most = Math.max(most, counts.get(name) ?? 0);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        } catch {
          // The server is down: sampled again once it is back.
          await new Promise((resolve) => setTimeout(resolve, 100));
        } finally {
          await admin.end().catch(() => undefined);
        }
      }
    })();
    try {
      await during();
    } finally {
      sampling = false;
      await sampler;
    }
    return most;
  };

  it('keeps each process within its pool, answers 503 meanwhile, heals within seconds, and live events carry on', async () => {
    const [feedApp, streamApp] = apps;
    if (!feedApp || !streamApp) throw new Error('two apps were expected');
    const feed = (passing: { bib: string; point: string; time: string; correction?: boolean }) =>
      feedApp.inject({
        method: 'POST',
        url: endpoints.livePassings.path,
        headers: { 'x-timing-key': KEY },
        payload: { year: YEAR, passings: [passing] },
      });
    expect((await feed({ bib: 'H1', point: 'start', time: at(0) })).statusCode).toBe(200);
    const stream = await openRunnersStream(streamApp, base, YEAR, [{ bib: 'H1' }]);
    const answers: Answer[] = [];
    let downHealth: { status: number; body: unknown } | undefined;
    let healedMs = Number.POSITIVE_INFINITY;
    try {
      await stream.until((runner) => runner.found && runner.splits.length === 1, 'H1 at the start');
      const most = await mostHeldDuring(async () => {
        let restarting = true;
        const load = apps.flatMap((app, index) =>
          Array.from({ length: 6 }, async () => {
            while (restarting) answers.push(...(await ask(app, index === 0 ? 'zh' : 'en')));
          }),
        );
        const restarted = server.restart(DOWN_MS);
        // While it is down: health says degraded, and the timing company's post is refused plainly.
        await new Promise((resolve) => setTimeout(resolve, DOWN_MS / 2));
        const health = await feedApp.inject({ method: 'GET', url: endpoints.health.path });
        downHealth = { status: health.statusCode, body: health.json() };
        const refused = await feed({ bib: 'H1', point: 'finish', time: at(99) });
        expect(refused.statusCode).toBe(503);
        await restarted;
        const back = performance.now();
        restarting = false;
        await Promise.all(load);
        while (performance.now() - back < 60_000) {
          const after = await Promise.all(apps.map((app) => ask(app, 'en')));
          if (after.flat().every((answer) => answer.status === 200)) {
            healedMs = performance.now() - back;
            break;
          }
        }
        // Posted once the database is back: the stream's process hears it, though its listening connection
        // was ended by the shutdown and made again.
        const posted = await feed({ bib: 'H1', point: 'finish', time: at(100) });
        expect(posted.statusCode).toBe(200);
        await stream.until(
          (runner) => finishElapsed(runner) === 100 * MIN,
          'H1 at the finish, after the restart',
        );
        expect((await feed({ bib: 'H1', point: 'finish', time: at(101), correction: true })).statusCode).toBe(
          200,
        );
        await stream.until((runner) => finishElapsed(runner) === 101 * MIN, "H1's corrected finish");
        // The connections given back stay within the bound under load after the restart too.
        const settle = performance.now() + 2_000;
        while (performance.now() < settle) await Promise.all(apps.map((app) => ask(app, 'zh')));
      });

      const refused = answers.filter((answer) => answer.status !== 200);
      console.info(
        `PostgreSQL down ${DOWN_MS / 1000} s and restarted: ${answers.length} answers (${refused.length} refused), ` +
          `at most ${most} connections held by one process (bound ${HELD_AT_MOST}), every request answered ` +
          `again ${(healedMs / 1000).toFixed(1)} s after the server was back`,
      );
      expect(most).toBeLessThanOrEqual(HELD_AT_MOST);
      expect(most).toBeGreaterThan(0);
      expect(healedMs).toBeLessThan(60_000);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.status).toBe(503);
        expect(answer.msg).toBe(DATABASE_UNAVAILABLE_MSG.in(answer.language));
      }
      expect(downHealth?.status).toBe(503);
      expect(downHealth?.body).toMatchObject({ code: 503, data: { db: 'postgres', status: 'degraded' } });
    } finally {
      stream.close();
    }
  }, 240_000);
});
