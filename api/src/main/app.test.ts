import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, envelopeSchema, healthSchema } from '@marathon/shared/api';
import { SEED_RACE_ID } from '../modules/sites/seed-data';
import { loadConfig } from '../platform/config/config';
import { buildTestApp } from '../test-support/test-app';
import { testPostgresUrl } from '../test-support/test-database';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the answer envelope', () => {
  it('wraps a success as { code: 0, msg, data } with HTTP 200', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: endpoints.health.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = envelopeSchema(healthSchema).parse(response.json());
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        db: testPostgresUrl() ? 'postgres' : 'sqlite',
        status: 'ready',
        step: 'ready',
        contentRefused: [],
      },
    });
  });

  it('answers an unknown route with a bilingual 404 envelope', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
    expect(response.json().msg).toMatch(/^接口或文件不存在：GET \/no\/such\/route$/);
  });

  it('answers a malformed JSON body with a 400 envelope, not a 500', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: endpoints.raceBaseInfo.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"raceId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: '请求体不是有效的 JSON',
      data: null,
    });
  });

  it('refuses a prototype-poisoning body as a bad request', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: endpoints.raceBaseInfo.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"raceId":"yzhm2025","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });

  it('answers an empty JSON body and an unsupported content type as envelopes', async () => {
    app = await buildTestApp();
    const empty = await app.inject({
      method: 'POST',
      url: endpoints.raceBaseInfo.path,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 400, msg: '请求体为空' });

    const xml = await app.inject({
      method: 'POST',
      url: endpoints.raceBaseInfo.path,
      headers: { 'content-type': 'application/xml' },
      payload: '<raceId>1</raceId>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 415, msg: '不支持的内容类型' });
  });

  it('answers a malformed URL with a 400 envelope', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/website-center/api/website/domain%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
    expect(response.json().msg).toContain('请求地址无效');
  });

  it('answers a body without content type as a validation error', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: endpoints.raceBaseInfo.path });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('参数错误：body 不能为空');
  });
});

describe('request headers', () => {
  it('accepts the headers every call carries (terminalType 3, osId 1002)', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { terminalType: '3', osId: '1002' },
    });
    expect(response.json().code).toBe(0);
  });

  it.each([
    ['terminalType', 'abc'],
    ['osId', '1002; drop table users'],
    ['osId', '-1'],
  ])('refuses a non-digit %s header with a bilingual 400', async (name, value) => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { [name]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: `请求头 ${name} 必须是数字`,
      data: null,
    });
  });
});

describe('CORS', () => {
  it('allows the shell and remotes on other local ports by default', async () => {
    app = await buildTestApp();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: endpoints.commonInfo.path,
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token,terminaltype,osid',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('token');
    // The organisers' console sends its staff session from the site's origin.
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-staff-session',
    );
    // The phone site's kit pickup desk page sends its desk link's secret.
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-pickup-desk',
    );

    const simple = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { origin: 'http://127.0.0.1:4174' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4174');
  });

  it('gives no CORS grant to another site, and follows CORS_ORIGINS when set', async () => {
    app = await buildTestApp();
    const evil = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();

    app = await buildTestApp({ corsOrigins: ['https://www.yzmarathon.example'] });
    const listed = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { origin: 'https://www.yzmarathon.example' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://www.yzmarathon.example');
    const local = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(local.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS of the domains a site binds', () => {
  it('allows any *.localhost name and every domain bound to a race, on any port; not an offline or unknown one', async () => {
    const running = await buildTestApp();
    app = running;
    const granted = async (origin: string) =>
      (
        await running.inject({
          method: 'OPTIONS',
          url: endpoints.commonInfo.path,
          headers: { origin, 'access-control-request-method': 'GET' },
        })
      ).headers['access-control-allow-origin'];
    // The README's way to try a new site locally: a *.localhost name, which browsers resolve to this machine.
    expect(await granted('http://audit.localhost:8300')).toBe('http://audit.localhost:8300');
    expect(await granted('http://other.example.org:8300')).toBeUndefined();
    // Bound while the API runs (the site CLI writes the database): allowed on the next call.
    for (const [domain, online] of [
      ['race.example.org', 1],
      ['old.example.org', 0],
    ] as const) {
      await running.context.db
        .insertInto('website_domains')
        .values({
          domain_name: domain,
          race_id: SEED_RACE_ID,
          website_name: null,
          online_status: online,
          created_at: 1,
          updated_at: 1,
        })
        .execute();
    }
    expect(await granted('http://race.example.org:8300')).toBe('http://race.example.org:8300');
    expect(await granted('https://race.example.org')).toBe('https://race.example.org');
    expect(await granted('http://old.example.org:8300')).toBeUndefined();
    expect(await granted('http://race.example.org.evil.example')).toBeUndefined();
    expect(await granted('http://evil.localhost.example.com')).toBeUndefined();
  });
});

describe('CORS in production', () => {
  it('grants no origin when CORS_ORIGINS is unset: the development default (any localhost port) is not kept', async () => {
    const secrets = {
      CIPHER_KEY: 'k'.repeat(32),
      CIPHER_IV: 'i'.repeat(16),
      CAPTCHA_SECRET: 'c'.repeat(32),
      SITE_URL: 'https://www.yzmarathon.example',
    };
    // A production start also needs a code channel, or says codes are off.
    expect(loadConfig({ NODE_ENV: 'production', CODES_DISABLED: 'true', ...secrets }).corsOrigins).toEqual(
      [],
    );
    app = await buildTestApp({ nodeEnv: 'production', migrateAtStart: true });
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8000', 'https://evil.example']) {
      const answer = await app.inject({ method: 'GET', url: endpoints.health.path, headers: { origin } });
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    // A same-origin deployment needs no grant; listed origins still get theirs.
    await app.close();
    app = await buildTestApp({
      nodeEnv: 'production',
      migrateAtStart: true,
      corsOrigins: ['https://www.yzmarathon.example'],
    });
    const listed = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { origin: 'https://www.yzmarathon.example' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://www.yzmarathon.example');
  });
});

describe('rate limit', () => {
  it('answers past the budget with a bilingual 429 envelope', async () => {
    app = await buildTestApp({ rateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: endpoints.health.path })).statusCode).toBe(200);
    }
    const limited = await app.inject({ method: 'GET', url: endpoints.health.path });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 429,
      msg: '请求过于频繁，请稍后再试',
      data: null,
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
