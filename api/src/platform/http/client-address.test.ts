import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { loadConfig, type AppConfig } from '../config/config';
import { addressKey, clientAddressOf } from './client-address';
import { buildTestApp } from '../../test-support/test-app';
import { JSON_HEADERS, buildAuthApp, encrypt, registerByEmail } from '../../test-support/accounts';
import { enrolStaff, totpCodeAt } from '../../modules/staff/staff.test-support';

/*
 * Behind one proxy (TRUST_PROXY=1) the client is the address the proxy saw, the last X-Forwarded-For entry; what a
 * client writes in the header itself is further left and believed by nobody. IPv6 clients are one client per /64,
 * the block one subscriber gets.
 */

const PROXY = '127.0.0.1';
const ORGANISER = '198.51.100.10';
const ATTACKER = '203.0.113.50';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The setting an operator writes, read as the server reads it. */
const behindOneProxy = (): Pick<AppConfig, 'trustProxy'> => ({
  trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy,
});

async function start(overrides: Partial<AppConfig> = {}, auth = false): Promise<FastifyInstance> {
  const app = await (auth ? buildAuthApp : buildTestApp)({ ...behindOneProxy(), ...overrides });
  apps.push(app);
  return app;
}

/** What nginx with `$proxy_add_x_forwarded_for` sends: whatever the client wrote, then the client's address. */
const viaProxy = (client: string, forged?: string) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
});

const MEMBER = 'reviewer@staff.test';

/** A staff sign-in through the proxy; a wrong password unless one is given. */
const signInVia = (
  app: FastifyInstance,
  client: string,
  forged?: string,
  credentials: { email?: string; password?: string; code?: string } = {},
) => {
  const proxied = viaProxy(client, forged);
  return app.inject({
    method: 'POST',
    url: endpoints.staffSignIn.path,
    remoteAddress: proxied.remoteAddress,
    headers: proxied.headers,
    payload: { email: MEMBER, password: 'not-the-password', code: '000000', ...credentials },
  });
};

const forgedAddress = (i: number) => `192.0.2.${i + 1}`;

/** An email login through the proxy. */
const loginVia = (
  app: FastifyInstance,
  proxied: ReturnType<typeof viaProxy>,
  accountEmail: string,
  password: string,
) =>
  app.inject({
    method: 'POST',
    url: endpoints.login.path,
    remoteAddress: proxied.remoteAddress,
    headers: { ...JSON_HEADERS, ...proxied.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      loginType: '5',
      accountEmail,
      password: encrypt(password),
      encryptType: '1',
    }).toString(),
  });

describe('the address key of every per-address limit', () => {
  it('is the client address, an IPv6 one grouped by its /64, a mapped IPv4 one as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('2001:db8:1:2:aaaa::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('never throws when the socket is gone and the request has no address', () => {
    expect(clientAddressOf({ ip: undefined as unknown as string })).toBe('no-client-address');
  });
});

describe('TRUST_PROXY', () => {
  it('refuses "true" at start, naming the forms that work', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would believe every X-Forwarded-For hop.*TRUST_PROXY=1/,
    );
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('a forged X-Forwarded-For behind one proxy', () => {
  it('does not reset the staff sign-in lock-out: failures under rotating forged addresses are held after five', async () => {
    const app = await start();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await signInVia(app, ATTACKER, forgedAddress(i))).statusCode);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(codes.slice(5)).toEqual(Array(7).fill(429));
  });

  it('cannot aim the lock-out at a staff member by forging the member’s address', async () => {
    const app = await start();
    const member = await enrolStaff(app, 'reviewer');
    for (let i = 0; i < 8; i++) await signInVia(app, ATTACKER, ORGANISER, { email: member.email });
    // The member, through the same proxy from their own address, signs in.
    const signedIn = await signInVia(app, ORGANISER, undefined, {
      email: member.email,
      password: member.password,
      code: await totpCodeAt(member.secret, Date.now()),
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('does not reset the login limit: 30 logins under rotating forged addresses meet it', async () => {
    const app = await start({ auth: { loginPerMinute: 20 } }, true);
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await loginVia(
        app,
        viaProxy(ATTACKER, forgedAddress(i)),
        `x${i}@example.com`,
        'Wrong2025',
      );
      codes.push(answer.statusCode);
    }
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
    // Thirty scrypt logins: seconds on an idle machine, more on a busy one.
  }, 60_000);

  it('is not believed from a client that reaches the API directly, not through the proxy', async () => {
    const app = await start();
    for (let i = 0; i < 6; i++) {
      await app.inject({
        method: 'POST',
        url: endpoints.staffSignIn.path,
        remoteAddress: ATTACKER,
        headers: { 'x-forwarded-for': forgedAddress(i) },
        payload: { email: MEMBER, password: 'not-the-password', code: '000000' },
      });
    }
    // All six counted against the attacker's own address, none against the forged ones.
    expect((await signInVia(app, forgedAddress(0))).statusCode).toBe(401);
    expect((await signInVia(app, ATTACKER)).statusCode).toBe(429);
  });
});

describe('IPv6 clients', () => {
  const inBlock = (i: number) => `2001:db8:1:2::${(i + 1).toString(16)}`;

  it('are one client per /64 for the staff sign-in lock-out', async () => {
    const app = await start();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await signInVia(app, inBlock(i))).statusCode);
    expect(codes.slice(5)).toEqual([429, 429]);
    // Another /64 is another client.
    expect((await signInVia(app, '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('are one client per /64 for an account’s failed logins from one place', async () => {
    const app = await start({}, true);
    const email = 'owner6@example.com';
    await registerByEmail(app, email);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Let the account-wide delay pass: only the (account, client) pair is tested here.
      await app.context.db.updateTable('shared_counters').set({ hold_until: 0 }).execute();
      const answer = await loginVia(app, viaProxy(inBlock(i)), email, `Wrong${i}x`);
      codes.push(answer.statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});
