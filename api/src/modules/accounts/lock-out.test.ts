import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import type { AppConfig } from '../../platform/config/config';
import {
  FAILED_LOGINS_PER_PAIR,
  FREE_ACCOUNT_FAILURES,
  MAX_ACCOUNT_DELAY_MS,
  accountDelayMs,
  waitMessage,
} from './login-throttle';
import { JSON_HEADERS, buildAuthApp, encrypt, registerByEmail } from '../../test-support/accounts';

const EMAIL = 'owner@example.com';
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildAuthApp(overrides);
  apps.push(app);
  return app;
}

function login(
  app: FastifyInstance,
  address: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: endpoints.login.path,
    remoteAddress: address,
    headers: { ...JSON_HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      loginType: '5',
      accountEmail: EMAIL,
      password: encrypt(password),
      encryptType: '1',
    }).toString(),
  });
}

/** Lets the account's delay pass, as waiting would (the test does not sleep). */
async function waitOutAccountDelay(app: FastifyInstance): Promise<void> {
  await app.context.db
    .updateTable('shared_counters')
    .set({ hold_until: 0 })
    .where('key', '=', `login-account:email:${EMAIL}`)
    .execute();
}

describe('lock-out an attacker cannot aim at the owner', () => {
  it('after an attacker’s ten failures the owner still logs in from another address, the attacker does not', async () => {
    const app = await start();
    await registerByEmail(app, EMAIL);
    for (let i = 0; i < FAILED_LOGINS_PER_PAIR; i++) {
      const wrong = await login(app, ATTACKER, `Wrong${i}x`);
      // Past the free failures the attacker meets the account's delay too: let it pass to spend all ten.
      if (wrong.statusCode === 429) {
        await waitOutAccountDelay(app);
        expect((await login(app, ATTACKER, `Wrong${i}x`)).json().code).toBe(400);
      } else {
        expect(wrong.json().code).toBe(400);
      }
      await waitOutAccountDelay(app);
    }

    // The attacker's address is refused even with the right password, and told for how long.
    const attacker = await login(app, ATTACKER, 'Runner2025');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().msg).toMatch(/^登录失败次数过多.*请\d+分钟后再试$/);
    const attackerInEnglish = await login(app, ATTACKER, 'Runner2025', { 'accept-language': 'en' });
    expect(attackerInEnglish.statusCode).toBe(429);
    expect(attackerInEnglish.json().msg).toMatch(/^Too many failed logins.*try again in \d+ minutes$/);

    // The owner, elsewhere, gets in at once (the last delay was waited out) ...
    const owner = await login(app, OWNER, 'Runner2025');
    expect(owner.json().code).toBe(0);
    expect(typeof owner.json().data.token).toBe('string');
    // ... and the attacker's address stays refused.
    expect((await login(app, ATTACKER, 'Runner2025')).statusCode).toBe(429);
  });

  it('makes the owner wait a short, stated delay right after the attack, then lets them in', async () => {
    const app = await start();
    await registerByEmail(app, EMAIL);
    // Ten failures from ten addresses: no pair limit is reached, only the account's delay grows.
    for (let i = 0; i < 10; i++) {
      await waitOutAccountDelay(app);
      expect((await login(app, `203.0.113.${i + 1}`, `Wrong${i}x`)).json().code).toBe(400);
    }
    const early = await login(app, OWNER, 'Runner2025');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 429, data: { confirmByCode: 'email' } });
    expect(early.json().msg).toMatch(/^登录失败次数过多，请\d+秒后再试，或请获取验证码确认是本人登录$/);
    const earlyInEnglish = await login(app, OWNER, 'Runner2025', { 'accept-language': 'en' });
    expect(earlyInEnglish.statusCode).toBe(429);
    expect(earlyInEnglish.json().msg).toMatch(
      /^Too many failed logins, please try again in \d+ seconds, or get a code to confirm it is you$/,
    );
    const row = await app.context.db
      .selectFrom('shared_counters')
      .selectAll()
      .where('key', '=', `login-account:email:${EMAIL}`)
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(10);
    expect(row.hold_until - row.last_at).toBe(accountDelayMs(10));

    await waitOutAccountDelay(app);
    expect((await login(app, OWNER, 'Runner2025')).json().code).toBe(0);
    // A success starts the account afresh.
    expect((await login(app, OWNER, 'Wrong0x')).json().code).toBe(400);
    expect((await login(app, OWNER, 'Runner2025')).json().code).toBe(0);
  });

  it('gives one turn at a time during a delay, however many attempts come at once', async () => {
    const app = await start();
    await registerByEmail(app, EMAIL);
    for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) {
      await login(app, `203.0.113.${i + 1}`, `Wrong${i}x`);
    }
    await waitOutAccountDelay(app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(app, `192.0.2.${i + 1}`, `Wrong${i}y`)),
    );
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes).toEqual([400, 429, 429, 429, 429, 429]);
  });

  it('keeps the counts across a restart of the API', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-lockout-'));
    const database = { kind: 'sqlite' as const, file: path.join(dir, 'db.sqlite') };
    try {
      const first = await start({ database });
      await registerByEmail(first, EMAIL);
      for (let i = 0; i < FAILED_LOGINS_PER_PAIR; i++) {
        await waitOutAccountDelay(first);
        await login(first, ATTACKER, `Wrong${i}x`);
      }
      await first.close();
      apps.splice(apps.indexOf(first), 1);
      const second = await start({ database });
      expect((await login(second, ATTACKER, 'Runner2025')).statusCode).toBe(429);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the account delay', () => {
  it('is free for the first failures, then doubles up to a cap', () => {
    expect(accountDelayMs(FREE_ACCOUNT_FAILURES - 1)).toBe(0);
    expect(accountDelayMs(FREE_ACCOUNT_FAILURES)).toBe(2000);
    expect(accountDelayMs(FREE_ACCOUNT_FAILURES + 1)).toBe(4000);
    expect(accountDelayMs(FREE_ACCOUNT_FAILURES + 2)).toBe(8000);
    expect(accountDelayMs(100)).toBe(MAX_ACCOUNT_DELAY_MS);
  });

  it('is told in seconds, or in minutes when long', () => {
    const prefix = { zh: '登录失败次数过多', en: 'Too many failed logins' };
    expect(waitMessage(prefix, 1500)).toEqual({
      zh: '登录失败次数过多，请2秒后再试',
      en: 'Too many failed logins, please try again in 2 seconds',
    });
    // One second is one second, not "1 seconds".
    expect(waitMessage(prefix, 900)).toEqual({
      zh: '登录失败次数过多，请1秒后再试',
      en: 'Too many failed logins, please try again in 1 second',
    });
    expect(waitMessage(prefix, 5 * 60_000)).toEqual({
      zh: '登录失败次数过多，请5分钟后再试',
      en: 'Too many failed logins, please try again in 5 minutes',
    });
  });
});
