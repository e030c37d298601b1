import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, envelopeSchema, loginAnswerSchema } from '@marathon/shared/api';
import { buildAuthApp, encrypt, post, postForm, registerByEmail } from '../../../test-support/accounts';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const EMAIL = 'leaver@example.com';

async function login(email = EMAIL): Promise<string> {
  const answer = await postForm(app, endpoints.login.path, {
    loginType: 5,
    accountEmail: email,
    password: encrypt('Runner2025'),
    encryptType: 1,
  });
  return envelopeSchema(loginAnswerSchema).parse(answer.json()).data.token;
}

/** A call that needs a live session: 200 while it lives, 401 once it has ended. */
async function commonInfoStatus(token: string): Promise<number> {
  const answer = await app.inject({
    method: 'GET',
    url: endpoints.commonInfo.path,
    headers: { terminalType: '3', osId: '1002', token },
  });
  return answer.statusCode;
}

describe('logout', () => {
  it('ends this session at once and leaves the other sessions of the account alive', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const here = await login();
    const elsewhere = await login();
    expect(await commonInfoStatus(here)).toBe(200);

    const answer = await post(app, endpoints.logout.path, {}, { token: here });
    expect(answer.json()).toMatchObject({ code: 0, data: true });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await commonInfoStatus(here)).toBe(401);
    expect(await commonInfoStatus(elsewhere)).toBe(200);
  });

  it('is idempotent: an ended, unknown or missing token is answered true, not 401', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const token = await login();
    await post(app, endpoints.logout.path, {}, { token });
    const headerSets: Record<string, string>[] = [{ token }, { token: 'not-a-token-of-ours' }, {}];
    for (const headers of headerSets) {
      const again = await post(app, endpoints.logout.path, {}, headers);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ code: 0, data: true });
    }
  });
});

describe('log out everywhere', () => {
  it("ends every session of the account, and only that account's", async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    await registerByEmail(app, 'other@example.com');
    const sessions = [await login(), await login(), await login()];
    const other = await login('other@example.com');

    const answer = await post(app, endpoints.logoutEverywhere.path, {}, { token: sessions[0] as string });
    expect(answer.json()).toMatchObject({ code: 0, data: { revoked: 3 } });
    for (const token of sessions) expect(await commonInfoStatus(token)).toBe(401);
    expect(await commonInfoStatus(other)).toBe(200);
  });

  it('needs a live session', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const token = await login();
    await post(app, endpoints.logout.path, {}, { token });
    expect((await post(app, endpoints.logoutEverywhere.path, {}, { token })).statusCode).toBe(401);
    expect((await post(app, endpoints.logoutEverywhere.path, {}, {})).statusCode).toBe(401);
  });
});
