import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import type { AppConfig } from '../config/config';
import { twoInstances as startTwo, type TwoInstances } from '../../test-support/two-instances';
import { JSON_HEADERS, encrypt, lastCode, passSlider, post } from '../../test-support/accounts';

/* Two API instances on one database (see test-support/two-instances.ts). */

let running: TwoInstances[] = [];
afterEach(async () => {
  for (const pair of running) await pair.close();
  running = [];
});

async function twoInstances(overrides: Partial<AppConfig> = {}): Promise<[FastifyInstance, FastifyInstance]> {
  const pair = await startTwo(overrides);
  running.push(pair);
  return pair.apps;
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
