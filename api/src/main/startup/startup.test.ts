import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, LOGIN_TYPE, envelopeSchema, healthSchema } from '@marathon/shared/api';
import { createApp } from '../app';
import { migrateToLatest, pendingMigrations } from '../migrate';
import type { AppConfig } from '../../platform/config/config';
import { testConfig } from '../../test-support/test-app';
import { encrypt, postForm } from '../../test-support/accounts';
import { DEMO_ACCOUNT } from './demo-account';
import { mustWait, STARTING_MSG } from './gate';
import { newStartupState } from './state';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function config(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-startup-test-'));
  return testConfig({ ...overrides, auth: { dataDir, scryptLogN: 10, ...overrides.auth } });
}

async function health(target: FastifyInstance) {
  const response = await target.inject({ method: 'GET', url: endpoints.health.path });
  return { status: response.statusCode, body: envelopeSchema(healthSchema).parse(response.json()) };
}

const domainLookup = { method: 'GET', url: `${endpoints.websiteDomain.path}?domainName=localhost` } as const;

describe('a start listens first and prepares its data after', () => {
  it('says starting (503, with the step) until the data is ready, then ready (200)', async () => {
    const starting = await createApp({ config: config() });
    app = starting.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    // Listening, over real HTTP, before a single migration ran.
    const early = await fetch(`http://127.0.0.1:${port}${endpoints.health.path}`);
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('2');
    expect(envelopeSchema(healthSchema).parse(await early.json())).toEqual({
      code: 503,
      msg: STARTING_MSG.zh,
      data: { db: 'sqlite', status: 'starting', step: 'opening the database' },
    });
    const earlyInEnglish = await fetch(`http://127.0.0.1:${port}${endpoints.health.path}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(earlyInEnglish.status).toBe(503);
    expect(envelopeSchema(healthSchema).parse(await earlyInEnglish.json()).msg).toBe(STARTING_MSG.en);
    const refused = await app.inject(domainLookup);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 503, msg: STARTING_MSG.zh, data: null });
    expect(refused.headers['retry-after']).toBe('5');
    const refusedInEnglish = await app.inject({ ...domainLookup, headers: { 'accept-language': 'en' } });
    expect(refusedInEnglish.json()).toEqual({ code: 503, msg: STARTING_MSG.en, data: null });
    expect(STARTING_MSG.zh).toMatch(/正在启动/);
    expect(STARTING_MSG.en).toMatch(/The site is starting/);

    const steps: string[] = [];
    await starting.prepare((step) => steps.push(step));
    expect(steps[0]).toBe('migrating the database');
    expect(steps).toContain('seeding the development race (bound to localhost)');
    expect(steps.at(-1)).toBe('ready');
    expect(await health(app)).toEqual({
      status: 200,
      body: {
        code: 0,
        msg: 'ok',
        data: { db: 'sqlite', status: 'ready', step: 'ready', contentRefused: [] },
      },
    });
    const bound = await app.inject(domainLookup);
    expect(bound.statusCode).toBe(200);
    expect(bound.json().data).toMatchObject({ raceId: 'yzhm2025' });
  });

  it('lets everything but the race-data lookups through while race data is written', () => {
    const state = newStartupState();
    expect(mustWait(state, endpoints.health.path)).toBe(false);
    expect(mustWait(state, endpoints.login.path)).toBe(true);
    expect(mustWait(state, '/files/sites/localhost/index.json')).toBe(true);
    state.phase = 'seeding-race-data';
    expect(mustWait(state, endpoints.login.path)).toBe(false);
    expect(mustWait(state, `${endpoints.score.path}?year=2024&bib=1`)).toBe(true);
    expect(mustWait(state, endpoints.raceYears.path)).toBe(true);
    state.phase = 'ready';
    expect(mustWait(state, endpoints.raceYears.path)).toBe(false);
  });

  it('reports the race-data years as they are written', async () => {
    const starting = await createApp({ config: config() });
    app = starting.app;
    const steps: string[] = [];
    await starting.prepare((step) => steps.push(step));
    expect(steps).toContain('seeding race data: 2023 written');
    expect(steps).toContain('seeding race data: 2024 written');
  });
});

describe('the local (development) start', () => {
  // A development start seeds the full race data by default: these tests are about the accounts only.
  beforeEach(() => {
    vi.stubEnv('RACE_DATA_SEED', 'none');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('has a demo account that logs in by phone and password, and by email and password', async () => {
    const starting = await createApp({ config: config({ nodeEnv: 'development' }) });
    app = starting.app;
    await starting.prepare();
    const byPhone = await postForm(app, endpoints.login.path, {
      loginType: LOGIN_TYPE.password,
      phone: DEMO_ACCOUNT.phone,
      password: encrypt(DEMO_ACCOUNT.password),
      encryptType: 1,
    });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().data.userData.userInfo.userPhone).toBe(DEMO_ACCOUNT.phone);
    const byEmail = await postForm(app, endpoints.login.path, {
      loginType: LOGIN_TYPE.email,
      accountEmail: DEMO_ACCOUNT.email,
      password: encrypt(DEMO_ACCOUNT.password),
      encryptType: 1,
    });
    expect(byEmail.statusCode).toBe(200);
  });

  it('creates the demo account once, across restarts', async () => {
    const shared = config({ nodeEnv: 'development' });
    const file = path.join(shared.auth?.dataDir ?? os.tmpdir(), 'db.sqlite');
    for (let start = 0; start < 2; start += 1) {
      const starting = await createApp({ config: { ...shared, database: { kind: 'sqlite', file } } });
      await starting.prepare();
      const rows = await starting.app.context.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', DEMO_ACCOUNT.phone)
        .execute();
      expect(rows).toHaveLength(1);
      await starting.app.close();
    }
  });
});

describe('a production start', () => {
  it('never migrates: an unmigrated database stops the start, naming the migrate command', async () => {
    const starting = await createApp({ config: config({ nodeEnv: 'production' }) });
    app = starting.app;
    await expect(starting.prepare()).rejects.toThrow(
      /^The database is not migrated for this version \(\d+ migration\(s\) to run, first .+\): run `node api\/dist\/cli.js migrate` once/,
    );
    expect((await health(app)).status).toBe(503);
    expect(await pendingMigrations(app.context.db)).not.toEqual([]);
  });

  it('seeds nothing invented and serves no outbox: no localhost race, no runners, no demo account', async () => {
    const starting = await createApp({ config: config({ nodeEnv: 'production' }) });
    app = starting.app;
    // What the migrate command does before a rollout.
    await migrateToLatest(app.context.db);
    const steps: string[] = [];
    await starting.prepare((step) => steps.push(step));
    expect(steps).toEqual(['checking the database schema', 'ready']);
    const { db } = app.context;
    expect(await db.selectFrom('races').select('race_id').execute()).toEqual([]);
    expect(await db.selectFrom('website_domains').select('domain_name').execute()).toEqual([]);
    expect(await db.selectFrom('race_editions').select('year').execute()).toEqual([]);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    const unbound = await app.inject(domainLookup);
    expect(unbound.statusCode).toBe(200);
    expect(unbound.json().data).toBeNull();
    const outbox = await app.inject({
      method: 'GET',
      url: `${endpoints.devOutbox.path}?target=${DEMO_ACCOUNT.phone}`,
    });
    expect(outbox.statusCode).toBe(404);
    const demo = await postForm(app, endpoints.login.path, {
      loginType: LOGIN_TYPE.password,
      phone: DEMO_ACCOUNT.phone,
      password: encrypt(DEMO_ACCOUNT.password),
      encryptType: 1,
    });
    expect(demo.statusCode).not.toBe(200);
  });
});
