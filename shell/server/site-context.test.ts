import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@marathon/shared/api';
import { BoundDomains } from './bound-domains';
import { InternalApi } from './internal-api/api-client';
import { registerPhoneRedirect } from './phone-redirect';
import { DEFAULT_PORTS } from './ports';
import { makeRuntimeConfig } from './runtime-config';
import { originSites, registerSiteContext } from './site-context';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const options = { ports: DEFAULT_PORTS, environment: 'production' as const, settings: {} };

/** A stand-in API listing its bound domains, counting every read; `state` says how it answers. */
let api: FastifyInstance;
let apiUrl = '';
let reads = 0;
const state = { domains: ['race.example.com'], away: false, listless: false };
const clients: InternalApi[] = [];

beforeAll(async () => {
  api = Fastify();
  api.addHook('onRequest', async (_request, reply) => {
    reads += 1;
    if (state.away) return reply.code(503).send({ code: 503, msg: 'away', data: null });
  });
  api.get(endpoints.boundDomains.path, async (_request, reply) =>
    state.listless
      ? reply.code(404).send({ code: 404, msg: 'Not Found', data: null })
      : { code: 0, msg: 'ok', data: { domains: state.domains } },
  );
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await api.close();
});

/** The shell's server's first hooks (site context, phone redirect) and two pages that show what they were given. */
async function server(publicOrigin: string | null = null): Promise<FastifyInstance> {
  const client = new InternalApi([apiUrl], null);
  clients.push(client);
  const app = Fastify();
  const bound = new BoundDomains(client, app.log);
  registerSiteContext(app, {
    site: originSites(options, []),
    publicOrigin,
    standing: (domainName) => bound.standing(domainName),
  });
  registerPhoneRedirect(app);
  app.get('/', async (request) => request.site.address);
  app.get('/runtime-config.json', async (request) => request.site.runtime);
  app.get('/health', async () => 'ready');
  await app.ready();
  return app;
}

describe('the site context of a request', () => {
  it('is made once per origin, its manifest, policy and links with it', () => {
    const sites = originSites(options, ["'sha256-x'"]);
    const https = { protocol: 'https', hostname: 'Race.Example.com' };
    const site = sites(https);
    expect(sites({ ...https })).toBe(site);
    expect(site.domainName).toBe('race.example.com');
    expect(site.runtime).toEqual(makeRuntimeConfig(https, options));
    expect(site.pagePolicy).toContain("'sha256-x'");
    expect(site.phoneSite).toBe('/m/');
    expect(sites({ protocol: 'http', hostname: 'race.example.com', port: 8080 })).not.toBe(site);
  });
});

describe('hosts that are not a domain bound to a race', () => {
  it('are refused in the visitor’s language before any read for them, with no manifest and no redirect', async () => {
    const app = await server();
    expect((await app.inject({ url: '/', headers: { host: 'race.example.com' } })).body).toBe(
      'http://race.example.com',
    );
    const before = reads;
    for (const url of ['/', '/runtime-config.json', '/m/']) {
      const refused = await app.inject({ url, headers: { host: 'evil.example', 'user-agent': PHONE } });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.headers.location).toBeUndefined();
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toContain('<title>赛事未绑定</title>');
      expect(refused.body).toContain('Race not bound');
      // Nothing of the host a request made up is written back.
      expect(refused.body).not.toContain('evil.example');
    }
    const english = await app.inject({ url: '/', headers: { host: 'evil.example', cookie: 'language=en' } });
    expect(english.body).toContain('<title>Race not bound</title>');
    // A flood of made-up hosts costs the API one read of the list a second at most.
    for (let host = 0; host < 50; host += 1) {
      await app.inject({ url: '/', headers: { host: `made-up-${host}.example` } });
    }
    expect(reads - before).toBeLessThanOrEqual(2);
    // A health check names an address, not the site: it is answered for any host.
    expect((await app.inject({ url: '/health', headers: { host: '10.0.0.5' } })).body).toBe('ready');
    await app.close();
  });

  it('are served within a second of being bound (site create), without a restart', async () => {
    const app = await server();
    const host = { host: 'new.example.com' };
    expect((await app.inject({ url: '/', headers: host })).statusCode).toBe(404);
    state.domains = ['race.example.com', 'new.example.com'];
    try {
      await expect
        .poll(async () => (await app.inject({ url: '/', headers: host })).statusCode, { timeout: 10_000 })
        .toBe(200);
    } finally {
      state.domains = ['race.example.com'];
    }
    await app.close();
  });

  it('stay refused while the API is away, from the list read before', async () => {
    const app = await server();
    expect((await app.inject({ url: '/', headers: { host: 'race.example.com' } })).statusCode).toBe(200);
    state.away = true;
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await app.inject({ url: '/', headers: { host: 'evil.example' } })).statusCode).toBe(404);
      expect((await app.inject({ url: '/', headers: { host: 'race.example.com' } })).statusCode).toBe(200);
    } finally {
      state.away = false;
    }
    await app.close();
  });

  it('are told the site cannot be reached, not that they are unbound, when no list could be read yet', async () => {
    state.away = true;
    try {
      const deployed = await server('https://race.example.com');
      // The configured public origin is still served; any other host cannot be told apart yet.
      expect((await deployed.inject({ url: '/', headers: { host: 'race.example.com' } })).statusCode).toBe(
        200,
      );
      const other = await deployed.inject({
        url: '/',
        headers: { host: 'other.example.com', cookie: 'language=en' },
      });
      expect(other.statusCode).toBe(503);
      expect(other.body).toContain('<title>The site cannot be reached just now</title>');
      expect(other.body).toContain('网站暂时无法访问');
      expect(other.body).not.toContain('Race not bound');
      await deployed.close();
      // The local mode (no public origin, loopback only) serves its names meanwhile.
      const local = await server();
      expect((await local.inject({ url: '/', headers: { host: 'localhost' } })).statusCode).toBe(200);
      await local.close();
    } finally {
      state.away = false;
    }
    // An API without the list: nothing can be refused, and nothing is called unbound.
    state.listless = true;
    try {
      const old = await server();
      expect((await old.inject({ url: '/', headers: { host: 'anything.example' } })).statusCode).toBe(200);
      await old.close();
    } finally {
      state.listless = false;
    }
  });
});

describe('the phone redirect', () => {
  it('names our own phone site by its path, never by the host the request sent', async () => {
    const app = await server();
    const sent = await app.inject({ url: '/', headers: { host: 'race.example.com', 'user-agent': PHONE } });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe('/m/');
    await app.close();
  });
});
