import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { DATABASE_UNAVAILABLE_MSG } from '../http/error-handler';
import { buildTestApp } from '../../test-support/test-app';
import { freshTestDatabase, testPostgresUrl, type TestDatabase } from '../../test-support/test-database';
import {
  connectionsByName,
  databaseAway,
  endConnections,
  namedUrl,
} from '../../test-support/database-outage';

/*
 * A database blip as a restart or failover makes it: for several seconds every connection to the database is ended
 * as soon as it appears (from an administrator's connection, as the server does to its clients), while two API
 * instances serve. Each instance names its connections (application_name), so the connections each holds are
 * counted from the server's side, every 50 ms throughout.
 */
const server = testPostgresUrl();
/** Small, so that a leak shows at once: 12 requests at a time per instance want more than this. */
const POOL_MAX = 3;
/** The pool's connections and the live events' listening one. */
const HELD_AT_MOST = POOL_MAX + 1;
const BLIP_MS = 8_000;

interface Answer {
  status: number;
  ms: number;
  msg: string;
  language: 'zh' | 'en';
}

describe.skipIf(!server)('a database blip on PostgreSQL', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  const apps: FastifyInstance[] = [];
  const names = ['blip-a', 'blip-b'];
  let name = '';

  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database.config.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    name = new URL(database.config.url).pathname.slice(1);
    for (const instance of names) {
      const url = namedUrl(database.config.url, instance);
      apps.push(await buildTestApp({ database: { kind: 'postgres', url, poolMax: POOL_MAX } }));
    }
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await admin?.end();
    await database?.drop();
  });

  /** A health check and a read of the race, as a page asks them, in one of the two languages. */
  const ask = async (app: FastifyInstance, language: 'zh' | 'en'): Promise<Answer[]> => {
    const started = performance.now();
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
      ms: performance.now() - started,
      msg: String(response.json<{ msg: unknown }>().msg),
      language,
    }));
  };

  it('keeps each instance within its pool, answers 503 in both languages meanwhile, and heals within seconds', async () => {
    const answers: Answer[] = [];
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const counts = await connectionsByName(admin, name);
        for (const instance of names) most = Math.max(most, counts.get(instance) ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    let blipping = true;
    const load = apps.flatMap((app, index) =>
      Array.from({ length: 6 }, async () => {
        while (blipping) answers.push(...(await ask(app, index === 0 ? 'zh' : 'en')));
      }),
    );
    await endConnections(admin, name, BLIP_MS);
    const back = performance.now();
    blipping = false;
    await Promise.all(load);

    // Every request answers again once the database is back: tried until both instances answer all of them.
    let healedMs = Number.POSITIVE_INFINITY;
    while (performance.now() - back < 60_000) {
      const after = await Promise.all(apps.map((app) => ask(app, 'en')));
      if (after.flat().every((answer) => answer.status === 200)) {
        healedMs = performance.now() - back;
        break;
      }
    }
    // And the connections given back stay within the bound after the blip too.
    const settle = performance.now() + 2_000;
    while (performance.now() < settle) {
      await Promise.all(apps.map((app) => ask(app, 'zh')));
    }
    sampling = false;
    await sampler;

    const refused = answers.filter((answer) => answer.status !== 200);
    console.info(
      `database blip of ${BLIP_MS / 1000} s: ${answers.length} answers (${refused.length} refused), at most ` +
        `${most} connections held by one instance (bound ${HELD_AT_MOST}), slowest answer ` +
        `${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms, every request answered again ` +
        `${(healedMs / 1000).toFixed(1)} s after the blip`,
    );
    expect(most).toBeLessThanOrEqual(HELD_AT_MOST);
    expect(healedMs).toBeLessThan(60_000);
    // The blip was felt (so the test tested something), and only ever as the 503 a page can explain.
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.msg).toBe(DATABASE_UNAVAILABLE_MSG.in(answer.language));
    }
    // None hung: each waited at most for the pool's connection timeout and an attempt or two.
    for (const answer of answers) expect(answer.ms).toBeLessThan(20_000);
  }, 180_000);

  it('says degraded at /health while the database refuses connections', async () => {
    const [app] = apps;
    if (!app) throw new Error('no app');
    const healthNow = () =>
      app.inject({ method: 'GET', url: endpoints.health.path, headers: { 'accept-language': 'en' } });
    // A load balancer asks again and again: past the hits its rate limit took in advance (at most 64), counting
    // the next ones needs the database too, and /health must still say degraded rather than fail on the count.
    const answers = await databaseAway(admin, name, 200, async () => {
      const seen = [];
      for (let ask = 0; ask < 150; ask += 1) seen.push(await healthNow());
      return seen;
    });
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json<{ data: unknown }>().data).toEqual({
        db: 'postgres',
        status: 'degraded',
        step: 'ready',
      });
    }
    const health = answers.at(-1);
    if (!health) throw new Error('no answer');
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBeDefined();
    expect(health.json()).toEqual({
      code: 503,
      msg: DATABASE_UNAVAILABLE_MSG.en,
      data: { db: 'postgres', status: 'degraded', step: 'ready' },
    });
    const healed = await app.inject({ method: 'GET', url: endpoints.health.path });
    expect(healed.statusCode).toBe(200);
  });
});
