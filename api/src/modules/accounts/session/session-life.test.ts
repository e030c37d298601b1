import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, envelopeSchema, loginAnswerSchema } from '@marathon/shared/api';
import { buildAuthApp, encrypt, postForm, registerByEmail } from '../../../test-support/accounts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-repository';
import { hashToken } from './token';

/*
 * Issue 41 item 7: a session token was valid 30 days whatever happened, and it lives in localStorage. Now it ends
 * after SESSION_IDLE_MS without a call, slides with each call (and with the page's renewal while the visitor is
 * active), and ends SESSION_ABSOLUTE_MS after the login whatever the use.
 */

const EMAIL = 'sliding@example.com';
const HOUR = 60 * 60_000;

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

async function login(): Promise<string> {
  const answer = await postForm(app, endpoints.login.path, {
    loginType: 5,
    accountEmail: EMAIL,
    password: encrypt('Runner2025'),
    encryptType: 1,
  });
  return envelopeSchema(loginAnswerSchema).parse(answer.json()).data.token;
}

const call = (token: string) =>
  app.inject({
    method: 'POST',
    url: endpoints.renewSession.path,
    headers: { terminalType: '3', osId: '1002', token },
  });

/** Moves the session `ms` into the past, as that much time passing would. */
async function age(token: string, ms: number): Promise<void> {
  await app.context.db
    .updateTable('sessions')
    .set((eb) => ({ created_at: eb('created_at', '-', ms), expires_at: eb('expires_at', '-', ms) }))
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/** Moves the login `ms` into the past while the session was used all along (its idle end untouched). */
async function loggedInAgo(token: string, ms: number): Promise<void> {
  await app.context.db
    .updateTable('sessions')
    .set((eb) => ({ created_at: eb('created_at', '-', ms) }))
    .where('token_hash', '=', hashToken(token))
    .execute();
}

describe('the life of a session', () => {
  it('is shorter than a month: it ends after its idle time with no call', async () => {
    expect(SESSION_IDLE_MS).toBeLessThan(2 * 24 * HOUR);
    expect(SESSION_ABSOLUTE_MS).toBeLessThan(30 * 24 * HOUR);
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const token = await login();
    await age(token, SESSION_IDLE_MS + 60_000);
    expect((await call(token)).statusCode).toBe(401);
  });

  it('slides with use: a runner active every few hours stays logged in past the idle time', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const token = await login();
    for (let i = 0; i < 4; i++) {
      await age(token, SESSION_IDLE_MS - HOUR);
      const renewed = await call(token);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().data.expiresAt).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);
    }
  });

  it('ends at its absolute maximum however much it is used', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const token = await login();
    await loggedInAgo(token, SESSION_ABSOLUTE_MS - HOUR);
    const last = await call(token);
    expect(last.statusCode).toBe(200);
    // The renewal never goes past the maximum, and says when that is.
    expect(last.json().data.expiresAt).toBeLessThanOrEqual(Date.now() + HOUR);
    expect(last.json().data.endsAt).toBeLessThanOrEqual(Date.now() + HOUR);
    await loggedInAgo(token, HOUR + 60_000);
    expect((await call(token)).statusCode).toBe(401);
  });
});
