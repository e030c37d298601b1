import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggingOptions, REQUEST_ID_HEADER } from './access-log';

async function serverWithLog() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify(
    loggingOptions('info', { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.get('/page', async () => 'ok');
  await app.ready();
  return { app, lines };
}

describe('the shell server’s log', () => {
  it('writes one JSON line per request with nginx’s request id, and gives the id back', async () => {
    const { app, lines } = await serverWithLog();
    const response = await app.inject({ url: '/page?bib=1', headers: { 'x-request-id': 'a1b2c3d4e5f6' } });
    expect(response.headers['x-request-id']).toBe('a1b2c3d4e5f6');
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      requestId: 'a1b2c3d4e5f6',
      method: 'GET',
      path: '/page',
      status: 200,
    });
    expect(typeof requests[0]?.ms).toBe('number');
    await app.close();
  });

  it('makes its own id for a request that brings none or a malformed one', async () => {
    const { app, lines } = await serverWithLog();
    const bare = await app.inject({ url: '/page' });
    const forged = await app.inject({ url: '/page', headers: { 'x-request-id': '<script>' } });
    for (const response of [bare, forged]) {
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.requestId)).toEqual([
      bare.headers['x-request-id'],
      forged.headers['x-request-id'],
    ]);
    await app.close();
  });
});
