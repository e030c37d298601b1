import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, commonInfoSchema, countryListSchema, envelopeSchema } from '@marathon/shared/api';
import { hashToken } from '../../accounts/session/token';
import { createSession, revokeSession } from '../../accounts/session/session-repository';
import { buildTestApp } from '../../../test-support/test-app';
import { insertUser } from '../../accounts/users.test-support';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const EXPIRED = {
  code: 401,
  msg: '登录已失效，请重新登录',
  data: null,
};

async function commonInfo(token?: string) {
  if (!app) throw new Error('no app');
  return app.inject({
    method: 'GET',
    url: endpoints.commonInfo.path,
    headers: { terminalType: '3', osId: '1002', ...(token === undefined ? {} : { token }) },
  });
}

describe('getCommonInfo (token validity check)', () => {
  it('answers the user of a live session', async () => {
    app = await buildTestApp();
    const user = await insertUser(app.context.db);
    const token = await createSession(app.context.db, user.id);
    const response = await commonInfo(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelopeSchema(commonInfoSchema).parse(response.json()).data).toEqual({
      userId: user.id,
      accountNo: user.accountNo,
      nick: user.nick,
      email: user.email,
      phone: user.phone,
    });
  });

  it('stores only the hash of the token', async () => {
    app = await buildTestApp();
    const user = await insertUser(app.context.db);
    const token = await createSession(app.context.db, user.id);
    const rows = await app.context.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);
  });

  it('answers 401 without a token', async () => {
    app = await buildTestApp();
    const response = await commonInfo();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED);
  });

  it.each(['unknown-token', "' OR 1=1 --", 'x'.repeat(5000)])(
    'answers 401 for the unknown token %#',
    async (token) => {
      app = await buildTestApp();
      const response = await commonInfo(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(EXPIRED);
    },
  );

  it('answers 401 for an expired session', async () => {
    app = await buildTestApp();
    const user = await insertUser(app.context.db);
    const now = Date.now();
    await app.context.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken('expired-token'),
        user_id: user.id,
        created_at: now - 3_600_000,
        expires_at: now - 1,
        revoked_at: null,
      })
      .execute();
    const response = await commonInfo('expired-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED);
  });

  it('answers 401 for a revoked session', async () => {
    app = await buildTestApp();
    const user = await insertUser(app.context.db);
    const token = await createSession(app.context.db, user.id);
    expect((await commonInfo(token)).statusCode).toBe(200);
    await revokeSession(app.context.db, token);
    const response = await commonInfo(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED);
  });

  it('answers 401 when the account is disabled', async () => {
    app = await buildTestApp();
    const user = await insertUser(app.context.db, { status: 0 });
    const token = await createSession(app.context.db, user.id);
    expect((await commonInfo(token)).statusCode).toBe(401);
  });
});

describe('country list', () => {
  it('answers every ISO country, China, Hong Kong, Macao and Taiwan first', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: endpoints.countryAll.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const countries = envelopeSchema(countryListSchema).parse(response.json()).data;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.slice(0, 4).map((c) => [c.twoCode, c.cnName, c.enName, c.itemSort])).toEqual([
      ['CN', '中国', 'China', 1],
      ['HK', '中国香港', 'Hong Kong, China', 2],
      ['MO', '中国澳门', 'Macao, China', 3],
      ['TW', '中国台湾', 'Taiwan, China', 4],
    ]);
    const rest = countries.slice(4);
    expect(rest.every((c) => c.itemSort === 100)).toBe(true);
    const names = rest.map((c) => c.enName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((c) => c.twoCode)).size).toBe(countries.length);
    expect(countries.find((c) => c.twoCode === 'FR')).toMatchObject({
      threeCode: 'FRA',
      numberCode: '250',
      id: 250,
      cnName: '法国',
      itemName: '法国',
      itemCode: 'FR',
      dictCode: 'country',
    });
  });
});
