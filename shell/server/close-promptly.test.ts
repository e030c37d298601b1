import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closePromptly } from './close-promptly';

describe('closePromptly', () => {
  it('lets an answer under way when the server closes finish, then ends its connection', async () => {
    const app = Fastify();
    closePromptly(app);
    const body = new Readable({ read() {} });
    app.get('/slow', async (_request, reply) => reply.type('text/plain').send(body));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    body.push('first part, ');
    // fetch keeps the connection alive for the next request, as a browser or nginx does.
    const response = await fetch(`http://127.0.0.1:${address.port}/slow`);
    const closed = app.close();
    body.push('last part');
    body.push(null);
    expect(await response.text()).toBe('first part, last part');
    // Without closePromptly the close waits out the keep-alive time (72 s), past the test's limit.
    await closed;
    expect(app.server.listening).toBe(false);
  });
});
