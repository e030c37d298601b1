import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cloudConfigSchema, endpoints } from '@marathon/shared/api';
import { raceInfoFixture } from '@marathon/shared/test-support';
import { InternalApi } from './api-client';

const KEY = 'k'.repeat(32);

/** A stand-in API process: each read it answers is recorded with its headers; `state` says how it answers. */
function standIn(name: string) {
  const seen: { process: string; path: string; headers: Record<string, unknown> }[] = [];
  const app = Fastify();
  const state = { notNow: false, malformed: false };
  app.addHook('onRequest', async (request, reply) => {
    seen.push({ process: name, path: request.url, headers: request.headers });
    if (state.notNow) return reply.code(503).send({ code: 503, msg: 'starting', data: null });
  });
  app.get(endpoints.websiteDomain.path, async (request) => {
    const { domainName } = request.query as { domainName: string };
    if (state.malformed) return { code: 0, msg: 'ok', data: { raceId: 42 } };
    return {
      code: 0,
      msg: 'ok',
      data: domainName === 'race.example.com' ? { raceId: 'r1', domainName } : null,
    };
  });
  app.post(endpoints.raceBaseInfo.path, async (request) => ({
    code: 0,
    msg: 'ok',
    data: raceInfoFixture({ raceId: (request.body as { raceId: string }).raceId }),
  }));
  app.get(endpoints.score.path, async (_request, reply) =>
    reply.code(404).send({ code: 404, msg: 'no such result', data: null }),
  );
  app.get('/files/sites/race.example.com/index.json', async () => ({ menu: 'not a list' }));
  return { app, seen, state };
}

let one: ReturnType<typeof standIn>;
let two: ReturnType<typeof standIn>;
let urls: string[] = [];
const clients: InternalApi[] = [];
const client = (list = urls) => {
  const made = new InternalApi(list, KEY);
  clients.push(made);
  return made;
};
const options = { timeoutMs: 5_000 };

beforeAll(async () => {
  one = standIn('one');
  two = standIn('two');
  urls = [
    await one.app.listen({ port: 0, host: '127.0.0.1' }),
    await two.app.listen({ port: 0, host: '127.0.0.1' }),
  ];
});

afterEach(() => {
  one.seen.length = 0;
  two.seen.length = 0;
  Object.assign(one.state, { notNow: false, malformed: false });
  Object.assign(two.state, { notNow: false, malformed: false });
});

afterAll(async () => {
  await Promise.all(clients.map((made) => made.close()));
  await one.app.close();
  await two.app.close();
});

describe('the shell’s server’s client of the API', () => {
  it('calls an endpoint of the table with its query or body, as itself, and checks the answer', async () => {
    const api = client();
    const binding = await api.call(
      endpoints.websiteDomain,
      { query: { domainName: 'race.example.com' } },
      options,
    );
    expect(binding).toEqual({ data: { raceId: 'r1', domainName: 'race.example.com' } });
    const info = await api.call(endpoints.raceBaseInfo, { body: { raceId: 'r1' } }, options);
    expect('data' in info && info.data.raceId).toBe('r1');
    const seen = [...one.seen, ...two.seen];
    expect(seen.map((read) => read.headers['x-internal-key'])).toEqual([KEY, KEY]);
    expect(seen.every((read) => read.headers['x-client-address'] === undefined)).toBe(true);
  });

  it('names the visitor a call is made for, and asks for the visitor’s language', async () => {
    const api = client();
    const answer = await api.call(
      endpoints.score,
      { query: { year: 2024, bib: '10001' } },
      { ...options, visitor: { address: '203.0.113.9', requestId: 'req-1' }, language: 'en' },
    );
    // The API's own "no such result" is its refusal, with its message.
    expect(answer).toEqual({ refused: { status: 404, code: 404, msg: 'no such result' } });
    const [read] = [...one.seen, ...two.seen];
    expect(read?.path).toBe(`${endpoints.score.path}?year=2024&bib=10001`);
    expect(read?.headers).toMatchObject({
      'x-internal-key': KEY,
      'x-client-address': '203.0.113.9',
      'x-request-id': 'req-1',
      'accept-language': 'en',
    });
  });

  it('reports an answer that fails its schema as unavailable, never as the data', async () => {
    one.state.malformed = true;
    two.state.malformed = true;
    const answer = await client().call(endpoints.websiteDomain, { query: { domainName: 'x' } }, options);
    expect(answer).toMatchObject({ unavailable: expect.stringContaining('fails its schema') });
    const file = await client().file(
      `${urls[0]}/files/sites/race.example.com/index.json`,
      cloudConfigSchema,
      { apiBase: urls[0] ?? '' },
      options,
    );
    expect(file).toMatchObject({ unavailable: expect.stringContaining('fails its schema') });
    const missing = await client().file(
      `${urls[0]}/files/nowhere.json`,
      cloudConfigSchema,
      { apiBase: urls[0] ?? '' },
      options,
    );
    expect(missing).toMatchObject({ refused: { status: 404 } });
  });

  it('balances its calls over the API processes', async () => {
    const api = client();
    for (let i = 0; i < 10; i += 1) {
      await api.call(endpoints.websiteDomain, { query: { domainName: 'race.example.com' } }, options);
    }
    expect(one.seen.length).toBeGreaterThan(0);
    expect(two.seen.length).toBeGreaterThan(0);
  });

  it('loses no call when one process cannot answer now, or is not there at all', async () => {
    const api = client();
    one.state.notNow = true;
    for (let i = 0; i < 6; i += 1) {
      const answer = await api.call(
        endpoints.websiteDomain,
        { query: { domainName: 'race.example.com' } },
        options,
      );
      expect(answer).toEqual({ data: { raceId: 'r1', domainName: 'race.example.com' } });
    }
    // A process that is gone (stopped for a restart): its address refuses connections.
    const gone = Fastify();
    const goneUrl = await gone.listen({ port: 0, host: '127.0.0.1' });
    await gone.close();
    const withGone = client([goneUrl, urls[1] ?? '']);
    for (let i = 0; i < 6; i += 1) {
      const answer = await withGone.call(
        endpoints.websiteDomain,
        { query: { domainName: 'race.example.com' } },
        options,
      );
      expect(answer).toEqual({ data: { raceId: 'r1', domainName: 'race.example.com' } });
    }
  });

  it('loses no call of many at once while one process cannot answer: each is tried on the other', async () => {
    // A rolling restart under a crowd: calls in flight together share the balancer, so a retry must not be left to
    // its turn (which another call's retry may have taken) to reach the process that can answer.
    const api = client();
    for (const [down, up] of [
      [one, two],
      [two, one],
    ] as const) {
      down.state.notNow = true;
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          api.call(endpoints.websiteDomain, { query: { domainName: 'race.example.com' } }, options),
        ),
      );
      expect(answers.filter((answer) => !('data' in answer))).toEqual([]);
      expect(up.seen.length).toBeGreaterThanOrEqual(200);
      down.state.notNow = false;
    }
  });

  it('says the API is unavailable when no process answers, never that it refused', async () => {
    one.state.notNow = true;
    two.state.notNow = true;
    const answer = await client().call(endpoints.websiteDomain, { query: { domainName: 'x' } }, options);
    expect(answer).toMatchObject({ unavailable: expect.stringContaining('HTTP 503') });
    const gone = Fastify();
    const goneUrl = await gone.listen({ port: 0, host: '127.0.0.1' });
    await gone.close();
    const nobody = await client([goneUrl]).call(
      endpoints.websiteDomain,
      { query: { domainName: 'x' } },
      options,
    );
    expect(nobody).toMatchObject({ unavailable: expect.any(String) });
  });
});
