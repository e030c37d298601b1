import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/site-client';
import { RENEW_EVERY_MS, keepSessionWhileActive } from './renewal';
import { noteSessionUse } from './session-use';
import { useSessionStore } from './store';

// A real HTTP server: the renewal goes through the page's one shared client, as it does on the site.
const RENEW = '/user-center/api/account/renewSession';
const renewals: Array<string | undefined> = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    // The preflight (the token header is not CORS-safelisted) carries no token: only the call counts.
    if (req.url === RENEW && req.method === 'POST') renewals.push(req.headers.token as string | undefined);
    res.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    });
    res.end(JSON.stringify({ code: 0, msg: 'ok', data: { expiresAt: 2, endsAt: 3 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  renewals.length = 0;
  noteSessionUse(0);
  useSessionStore.getState().clearSession();
});

describe('the session renewal while the visitor is active', () => {
  it('renews on activity once per period, through the shared client with the token', async () => {
    // From the real time: the client notes each token call's success at Date.now().
    let clock = Date.now();
    const target = new EventTarget();
    const stop = keepSessionWhileActive(target, () => clock);
    useSessionStore.getState().setSession('token-active', null);
    target.dispatchEvent(new Event('keydown'));
    await expect.poll(() => renewals, { timeout: 10_000 }).toEqual(['token-active']);
    // More typing within the period asks nothing more ...
    clock += RENEW_EVERY_MS / 2;
    target.dispatchEvent(new Event('pointerdown'));
    // ... and after it, once again.
    clock += RENEW_EVERY_MS;
    target.dispatchEvent(new Event('keydown'));
    await expect.poll(() => renewals.length, { timeout: 10_000 }).toBe(2);
    stop();
    clock += 2 * RENEW_EVERY_MS;
    target.dispatchEvent(new Event('keydown'));
    expect(renewals).toHaveLength(2);
  });

  it('asks nothing without a session', () => {
    const target = new EventTarget();
    const stop = keepSessionWhileActive(target, () => 10 * RENEW_EVERY_MS);
    target.dispatchEvent(new Event('keydown'));
    stop();
    expect(renewals).toHaveLength(0);
  });
});
