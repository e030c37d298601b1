import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { internalCallHeaders } from '@marathon/shared/internal-call';
import { loadConfig, type AppConfig } from '../config/config';
import { buildTestApp } from '../../test-support/test-app';

/*
 * The shell's server reads the API from one address (127.0.0.1) for every visitor: five start-up reads per page
 * view and one lookup per share page. With its internal key those calls spend a budget of their own, and a
 * lookup made for one visitor spends that visitor's per-address budget instead of the server's.
 */

const INTERNAL_KEY = 'shell-server-internal-key-0123456789abcdef';
const SHELL_SERVER = '127.0.0.1';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp({
    rateLimitPerMinute: 10,
    internalApiKey: INTERNAL_KEY,
    internalRateLimitPerMinute: 1000,
    ...overrides,
  });
  apps.push(app);
  return app;
}

const startupRead = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `${endpoints.websiteDomain.path}?domainName=localhost`,
    remoteAddress: SHELL_SERVER,
    headers,
  });

async function someResult(app: FastifyInstance): Promise<{ year: number; bib: string }> {
  const row = await app.context.db
    .selectFrom('race_results')
    .select(['year', 'bib'])
    .orderBy('year')
    .orderBy('bib')
    .executeTakeFirstOrThrow();
  return { year: Number(row.year), bib: row.bib };
}

const lookup = (
  app: FastifyInstance,
  result: { year: number; bib: string },
  headers: Record<string, string>,
) =>
  app.inject({
    method: 'GET',
    url: `${endpoints.score.path}?year=${result.year}&bib=${result.bib}`,
    remoteAddress: SHELL_SERVER,
    headers,
  });

describe('calls of the shell’s server with its internal key', () => {
  it('spend a budget of their own: 100 start-up reads pass, and the server’s address keeps its budget', async () => {
    const app = await start();
    const codes = new Set<number>();
    for (let i = 0; i < 100; i++)
      codes.add((await startupRead(app, internalCallHeaders(INTERNAL_KEY))).statusCode);
    expect([...codes]).toEqual([200]);
    // A visitor on the same machine (no key) still has the address's own ten.
    for (let i = 0; i < 10; i++) expect((await startupRead(app)).statusCode).toBe(200);
    expect((await startupRead(app)).statusCode).toBe(429);
  });

  it('spend the visitor’s per-address budget for a lookup made for that visitor', async () => {
    const app = await start();
    const result = await someResult(app);
    // Lookups get a fifth of the general budget: two a minute here.
    const forA = internalCallHeaders(INTERNAL_KEY, '203.0.113.1');
    expect((await lookup(app, result, forA)).statusCode).toBe(200);
    expect((await lookup(app, result, forA)).statusCode).toBe(200);
    expect((await lookup(app, result, forA)).statusCode).toBe(429);
    // Another visitor's share link still shows its result.
    const forB = internalCallHeaders(INTERNAL_KEY, '2001:db8:7::1');
    const answer = await lookup(app, result, forB);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 0, data: { bib: result.bib } });
    // The same /64 is the same visitor.
    expect((await lookup(app, result, internalCallHeaders(INTERNAL_KEY, '2001:db8:7::2'))).statusCode).toBe(
      200,
    );
    expect((await lookup(app, result, internalCallHeaders(INTERNAL_KEY, '2001:db8:7::3'))).statusCode).toBe(
      429,
    );
  });

  it('believe the visitor’s address only beside the right key', async () => {
    const app = await start();
    const result = await someResult(app);
    // Without the key the header is nobody's word: the lookups count against the caller's own address.
    const forged = { 'x-client-address': '198.51.100.1' };
    expect((await lookup(app, result, forged)).statusCode).toBe(200);
    expect((await lookup(app, result, { 'x-client-address': '198.51.100.2' })).statusCode).toBe(200);
    expect((await lookup(app, result, { 'x-client-address': '198.51.100.3' })).statusCode).toBe(429);
    // A wrong key is refused, in both languages, and counted against the caller's own address.
    const wrong = await startupRead(app, internalCallHeaders('not-the-internal-key-0123456789abcdef'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 403, msg: '内部调用密钥不正确', data: null });
    const wrongEn = await startupRead(app, {
      ...internalCallHeaders('x'.repeat(40)),
      'accept-language': 'en',
    });
    expect(wrongEn.json().msg).toBe('The internal API key is wrong');
    // A visitor address that is not an address is refused.
    const bad = await startupRead(app, internalCallHeaders(INTERNAL_KEY, 'not-an-ip'));
    expect(bad.statusCode).toBe(400);
  });

  it('are refused when the API has no internal key configured', async () => {
    const app = await start({ internalApiKey: null });
    // Refused, and counted against the caller's own budget of ten like any call.
    for (let i = 0; i < 10; i++) {
      expect((await startupRead(app, internalCallHeaders(INTERNAL_KEY))).statusCode).toBe(403);
    }
    expect((await startupRead(app, internalCallHeaders(INTERNAL_KEY))).statusCode).toBe(429);
  });
});

describe('INTERNAL_API_KEY', () => {
  it('is off when unset, and refused when shorter than 32 characters', () => {
    expect(loadConfig({}).internalApiKey).toBeNull();
    expect(loadConfig({ INTERNAL_API_KEY: INTERNAL_KEY }).internalApiKey).toBe(INTERNAL_KEY);
    expect(() => loadConfig({ INTERNAL_API_KEY: 'short' })).toThrow(/INTERNAL_API_KEY: must be at least 32/);
    expect(loadConfig({}).internalRateLimitPerMinute).toBe(6000);
  });
});
