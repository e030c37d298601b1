import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances';
import { FAILED_LOGINS_PER_PAIR } from './login-throttle';
import { JSON_HEADERS, encrypt, registerByEmail } from '../../test-support/accounts';

/*
 * Strangers who fail an account's password from anywhere slow every new attempt at it, but they must not keep the
 * owner out: a device that has logged in to the account before carries a device token, and skips the
 * account-wide delay. Two API instances on one database, as behind a load balancer.
 */

const EMAIL = 'owner-device@example.com';
const OWNER = '198.51.100.21';
const ATTACKERS = ['203.0.113.21', '203.0.113.22'];

let running: TwoInstances | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

function login(app: FastifyInstance, address: string, password: string, deviceToken?: string, email = EMAIL) {
  return app.inject({
    method: 'POST',
    url: endpoints.login.path,
    remoteAddress: address,
    headers: { ...JSON_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      loginType: '5',
      accountEmail: email,
      password: encrypt(password),
      encryptType: '1',
      ...(deviceToken === undefined ? {} : { deviceToken }),
    }).toString(),
  });
}

/** Lets the account's delay pass between the strangers' tries, as waiting would. */
const waitOutDelay = (app: FastifyInstance) =>
  app.context.db
    .updateTable('shared_counters')
    .set({ hold_until: 0 })
    .where('key', 'like', 'login-account:%')
    .execute();

/** Ten failures from two stranger addresses through one instance, the account's delay then running. */
async function attack(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await waitOutDelay(app);
    expect((await login(app, ATTACKERS[i % 2] ?? '', `Wrong${i}x`)).json().code).toBe(400);
  }
}

async function ownerDevice(app: FastifyInstance): Promise<string> {
  const answer = await login(app, OWNER, 'Runner2025');
  expect(answer.json().code).toBe(0);
  const token: unknown = answer.json().data.deviceToken;
  expect(typeof token).toBe('string');
  return token as string;
}

describe('a device that logged in before', () => {
  it('lets the owner in at once while strangers hold the account’s delay, on either instance', async () => {
    running = await twoInstances();
    const [a, b] = running.apps;
    await registerByEmail(a, EMAIL);
    const device = await ownerDevice(b);
    await attack(a);
    // Without the device the owner meets the delay (a stated, short wait) ...
    expect((await login(b, OWNER, 'Runner2025')).statusCode).toBe(429);
    // ... with it, in at once, on both instances, from any network.
    expect((await login(b, OWNER, 'Runner2025', device)).json().code).toBe(0);
    await attack(b);
    expect((await login(a, '192.0.2.99', 'Runner2025', device)).json().code).toBe(0);
  });

  it('is not kept out by strangers behind its own address, who are', async () => {
    running = await twoInstances();
    const [a, b] = running.apps;
    await registerByEmail(a, EMAIL);
    const device = await ownerDevice(a);
    // Ten failures from the owner's own network (a shared NAT): that (account, address) pair is refused ...
    for (let i = 0; i < FAILED_LOGINS_PER_PAIR; i++) {
      await waitOutDelay(a);
      expect((await login(i % 2 === 0 ? a : b, OWNER, `Wrong${i}x`)).json().code).toBe(400);
    }
    expect((await login(b, OWNER, 'Runner2025')).statusCode).toBe(429);
    // ... but not the owner's device.
    expect((await login(b, OWNER, 'Runner2025', device)).json().code).toBe(0);
  });

  it('does not ease the delay for another account, nor with a made-up or altered token', async () => {
    running = await twoInstances();
    const [a, b] = running.apps;
    await registerByEmail(a, EMAIL);
    await registerByEmail(a, 'other@example.com');
    const others = await login(a, OWNER, 'Runner2025', undefined, 'other@example.com');
    const othersDevice = others.json().data.deviceToken as string;
    const device = await ownerDevice(a);
    await attack(b);
    const altered = `${device.slice(0, -2)}${device.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [othersDevice, 'made-up-device-token', altered]) {
      expect((await login(a, OWNER, 'Runner2025', token)).statusCode, token).toBe(429);
    }
  });

  it('is refused after ten failures of its own, like a pair', async () => {
    running = await twoInstances();
    const [a, b] = running.apps;
    await registerByEmail(a, EMAIL);
    const device = await ownerDevice(a);
    // A stolen token does not give unlimited guesses from rotating addresses.
    for (let i = 0; i < FAILED_LOGINS_PER_PAIR; i++) {
      expect((await login(i % 2 === 0 ? a : b, `192.0.2.${i + 1}`, `Wrong${i}x`, device)).json().code).toBe(
        400,
      );
    }
    expect((await login(b, '192.0.2.50', 'Runner2025', device)).statusCode).toBe(429);
  });
});
