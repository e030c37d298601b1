import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoint, endpoints, FILE_ANSWER } from '@marathon/shared/api';
import type { AppContext } from '../context';
import { buildTestApp } from '../../test-support/test-app';
import { registerErrorHandling } from './error-handler';
import { registerMessageLanguage } from './localized-text';
import { route } from './route';
import { assertEveryRouteDeclared, recordRoutes, undeclaredRoutes } from './route-registry';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const lookup = endpoint({
  method: 'GET',
  path: '/test/lookup',
  bodyKind: 'none',
  query: z.object({ year: z.coerce.number().int().min(2000) }),
  answer: z.object({ year: z.number(), label: z.string() }),
  auth: 'public',
});
const save = endpoint({
  method: 'POST',
  path: '/test/save',
  bodyKind: 'json',
  body: z.object({ name: z.string().min(1) }),
  answer: z.object({ saved: z.literal(true) }),
  auth: 'public',
});
const picture = endpoint({
  method: 'GET',
  path: '/test/picture',
  bodyKind: 'none',
  answer: FILE_ANSWER,
  auth: 'public',
});

/** A bare app with the envelope and error rules, and the routes the test registers. */
async function bareApp(
  checkAnswers: boolean,
  register: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const instance = Fastify();
  recordRoutes(instance);
  instance.decorate('checkAnswers', checkAnswers);
  // The public test routes never touch the database.
  instance.decorate('context', {} as AppContext);
  registerErrorHandling(instance);
  registerMessageLanguage(instance);
  register(instance);
  await instance.ready();
  return instance;
}

describe('route(app, endpoint, options, handler)', () => {
  it('registers the method and path of the endpoint and wraps the answer in the envelope', async () => {
    app = await bareApp(true, (instance) => {
      route(instance, lookup, {}, async ({ query }) => ({ year: query.year, label: `year ${query.year}` }));
    });
    const response = await app.inject({ method: 'GET', url: '/test/lookup?year=2025' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: 'ok', data: { year: 2025, label: 'year 2025' } });
    expect((await app.inject({ method: 'POST', url: '/test/lookup?year=2025' })).statusCode).toBe(404);
  });

  it("parses the query and body with the endpoint's schemas: a mismatch is the bilingual 400", async () => {
    app = await bareApp(true, (instance) => {
      route(instance, lookup, {}, async ({ query }) => ({ year: query.year, label: '' }));
      route(instance, save, {}, async () => ({ saved: true as const }));
    });
    const badQuery = await app.inject({ method: 'GET', url: '/test/lookup?year=1999' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toEqual({
      code: 400,
      msg: '参数错误：year 长度或数值过小（最小 2000）',
      data: null,
    });
    const badBody = await app.inject({
      method: 'POST',
      url: '/test/save',
      headers: { 'accept-language': 'en' },
      payload: { name: '' },
    });
    expect(badBody.json()).toMatchObject({ code: 400, msg: 'Invalid parameters: name is required' });
  });

  it('runs `before` ahead of the parse, so a refused input carries its headers', async () => {
    app = await bareApp(true, (instance) => {
      route(
        instance,
        lookup,
        { before: (_request, reply) => void reply.header('cache-control', 'no-store') },
        async ({ query }) => ({ year: query.year, label: '' }),
      );
    });
    const response = await app.inject({ method: 'GET', url: '/test/lookup?year=x' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a cacheable answer with an ETag, and a revalidation with 304', async () => {
    app = await bareApp(true, (instance) => {
      route(instance, lookup, { cache: { maxAgeSeconds: 60 } }, async ({ query }) => ({
        year: query.year,
        label: 'same for everyone',
      }));
    });
    const first = await app.inject({ method: 'GET', url: '/test/lookup?year=2025' });
    expect(first.headers['cache-control']).toContain('max-age=60');
    expect(first.json()).toMatchObject({ code: 0, data: { label: 'same for everyone' } });
    const again = await app.inject({
      method: 'GET',
      url: '/test/lookup?year=2025',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a file answer is sent by its handler as it is', async () => {
    app = await bareApp(true, (instance) => {
      route(instance, picture, {}, async ({ reply }) => reply.type('image/svg+xml').send('<svg/>'));
    });
    const response = await app.inject({ method: 'GET', url: '/test/picture' });
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe('<svg/>');
  });

  it('in tests, an answer that breaks its schema fails loudly: 500 naming the call and the field', async () => {
    const register = (instance: FastifyInstance) => {
      // The handler's type forbids this answer: a cast stands for a handler that drifted from the schema.
      route(
        instance,
        lookup,
        {},
        async () => ({ year: 'soon' }) as unknown as { year: number; label: string },
      );
    };
    app = await bareApp(true, register);
    const checked = await app.inject({ method: 'GET', url: '/test/lookup?year=2025' });
    expect(checked.statusCode).toBe(500);
    expect(checked.json().msg).toMatch(/^应答不符合接口约定（GET \/test\/lookup）：year: .+; label: /);
    await app.close();
    // Unchecked (production), the answer goes out as the handler made it.
    app = await bareApp(false, register);
    const unchecked = await app.inject({ method: 'GET', url: '/test/lookup?year=2025' });
    expect(unchecked.json()).toEqual({ code: 0, msg: 'ok', data: { year: 'soon' } });
  });

  it('a call that needs a session is refused 401 before its input is judged', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: endpoints.mailingRequest.path, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, msg: '登录已失效，请重新登录' });
  });

  it("an organiser's call checks the staff session before its input", async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: endpoints.applicationReview.path,
      headers: { 'x-staff-session': 'not-a-staff-session-0123456789' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the route registry', () => {
  it('refuses an app with an API route that does not come from the endpoint table', async () => {
    const instance = await bareApp(true, (raw) => {
      route(raw, lookup, {}, async ({ query }) => ({ year: query.year, label: '' }));
      raw.get('/test/undeclared', async () => ({ code: 0 }));
    });
    app = instance;
    expect(() => assertEveryRouteDeclared(instance)).toThrow(
      'API routes registered without an endpoint of the shared table: GET /test/undeclared',
    );
  });

  it('the whole API: every route comes from the table, and every endpoint of the table is served', async () => {
    app = await buildTestApp();
    const routes = app.registeredRoutes;
    expect(undeclaredRoutes(routes)).toEqual([]);
    const served = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    const declared = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(declared.filter((call) => !served.has(call))).toEqual([]);
    // The file routes are the only ones without an endpoint.
    expect(routes.filter((r) => r.endpoint === undefined && r.method === 'GET').map((r) => r.url)).toEqual([
      '/user-center/uploads/:name',
      '/files/*',
    ]);
  });
});
