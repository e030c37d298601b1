import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import type { AppConfig } from '../config';
import { freshTestDatabase, testPostgresUrl, type TestDatabase } from '../test-support/test-database';
import { JSON_HEADERS, buildAuthApp, encrypt, lastCode, passSlider, post } from '../user-center/test-helpers';

/*
 * Two API instances on one database, as two processes behind a load balancer would be: each has its own
 * connections and nothing in memory in common, so whatever holds across them holds in the database. On SQLite
 * they share a file; in the PostgreSQL project, one database of the server.
 */

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function sharedDatabase(): Promise<TestDatabase> {
  if (testPostgresUrl()) return freshTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-two-'));
  return {
    config: { kind: 'sqlite', file: path.join(dir, 'shared.sqlite') },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Two instances on one fresh database, started one after the other (the first migrates and seeds). */
async function twoInstances(overrides: Partial<AppConfig> = {}): Promise<[FastifyInstance, FastifyInstance]> {
  const database = await sharedDatabase();
  cleanup.push(() => database.drop());
  const first = await buildAuthApp({ ...overrides, database: database.config });
  cleanup.push(() => first.close());
  // Both sign alike, as every process of one deployment is configured alike.
  const second = await buildAuthApp({ ...overrides, database: database.config });
  cleanup.push(() => second.close());
  return [first, second];
}

const health = (app: FastifyInstance, address: string) =>
  app.inject({ method: 'GET', url: endpoints.health.path, remoteAddress: address });

describe('two API instances on one database', () => {
  it('share one rate-limit budget per address', async () => {
    const [a, b] = await twoInstances({ rateLimitPerMinute: 6 });
    const address = '192.0.2.44';
    for (let i = 0; i < 6; i++) {
      expect((await health(i % 2 === 0 ? a : b, address)).statusCode).toBe(200);
    }
    const overA = await health(a, address);
    const overB = await health(b, address);
    expect(overA.statusCode).toBe(429);
    expect(overB.statusCode).toBe(429);
    expect(overB.json()).toMatchObject({ code: 429, data: null });
    // Another address still has its own budget.
    expect((await health(b, '192.0.2.45')).statusCode).toBe(200);
  });

  it('spend a slider check once, even when both are asked at the same moment', async () => {
    const [a, b] = await twoInstances();
    // Solved through one instance, offered to both at once.
    const human = await passSlider(a);
    const send = (app: FastifyInstance, phone: string) =>
      post(app, endpoints.sendPhoneCode.path, {
        ...human,
        captchaType: 2,
        userPhone: phone,
        raceAppBusinessType: 1,
        cloudType: 'aliyun',
      });
    const answers = await Promise.all([send(a, '13800000001'), send(b, '13800000002')]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual([0, 400]);
    // And later, on either, it is spent.
    expect((await send(b, '13800000003')).json().code).toBe(400);
  });

  it('let a code log in once, whichever instance gets it', async () => {
    const [a, b] = await twoInstances();
    const phone = '13800000009';
    const human = await passSlider(b);
    const sent = await post(a, endpoints.sendPhoneCode.path, {
      ...human,
      captchaType: 2,
      userPhone: phone,
      raceAppBusinessType: 1,
      cloudType: 'aliyun',
    });
    expect(sent.json().code).toBe(0);
    const code = await lastCode(a, phone);
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: endpoints.login.path,
        headers: { ...JSON_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ loginType: '1', phone, captcha: code }).toString(),
      });
    const answers = await Promise.all([login(a), login(b)]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual([0, 400]);
  });

  it('count an attacker’s failed logins together', async () => {
    const [a, b] = await twoInstances();
    const login = (app: FastifyInstance, email: string) =>
      app.inject({
        method: 'POST',
        url: endpoints.login.path,
        remoteAddress: '203.0.113.9',
        headers: { ...JSON_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          loginType: '5',
          accountEmail: email,
          password: encrypt('Wrong2025'),
          encryptType: '1',
        }).toString(),
      });
    // Failures of one account from one address alternate between the instances: both count into one row.
    for (let i = 0; i < 5; i++) {
      expect((await login(i % 2 === 0 ? a : b, 'nobody@example.com')).json().code).toBe(400);
    }
    const counters = await b.context.db
      .selectFrom('shared_counters')
      .select(['key', 'hits', 'hold_until'])
      .where('key', 'like', 'login-%')
      .orderBy('key')
      .execute();
    expect(counters.map(({ key, hits }) => [key, hits])).toEqual([
      ['login-account:email:nobody@example.com', 5],
      ['login-pair:email:nobody@example.com|203.0.113.9', 5],
    ]);
    // The fifth failure set the account's first delay, which both instances read.
    expect(counters[0]?.hold_until).toBeGreaterThan(Date.now() - 60_000);
  });
});
