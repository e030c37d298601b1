import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { StreamMember } from './fanout';
import { openEventStream } from './stream';

/** A runner's state as the fan-out writes it: about the size of a real one. */
const BLOCK = `event: runner\ndata: ${JSON.stringify({ found: true, bib: 'H1', pad: 'x'.repeat(1_500) })}\n\n`;

let app: FastifyInstance;
let port = 0;
const joined: StreamMember[] = [];
let released = 0;
beforeAll(async () => {
  app = Fastify();
  app.get('/events', (_request, reply) =>
    openEventStream(reply, {
      year: 2022,
      bibs: ['H1'],
      granted: () => false,
      fanout: {
        join: (member) => {
          joined.push(member);
          return () => undefined;
        },
      },
      release: () => {
        released += 1;
      },
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => app.close());

/** A client that asks for the stream and then reads nothing: its socket's buffers fill and stay full. */
async function stalledClient(): Promise<{ socket: net.Socket; member: StreamMember }> {
  const socket = net.connect(port, '127.0.0.1');
  const before = joined.length;
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write('GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n');
  socket.pause();
  await expect.poll(() => joined.length, { timeout: 30_000 }).toBe(before + 1);
  const member = joined.at(-1);
  if (!member) throw new Error('the stream did not join the fan-out');
  return { socket, member };
}

describe('a live stream whose reader stopped reading', () => {
  it('is dropped once it holds more than its bound unsent, and gives its place back once', async () => {
    const { socket, member } = await stalledClient();
    try {
      socket.on('error', () => undefined);
      let written = 0;
      // The kernel's socket buffers take the first megabytes (about 4 MB here); then the process holds what is not sent,
      // up to STREAM_BUFFER_BYTES.
      while (member.write(BLOCK)) {
        written += BLOCK.length;
        if (written > 64 * 1024 * 1024) break;
        // Let the socket flush what the kernel takes, as rounds of the fan-out do between their writes.
        if (written % (BLOCK.length * 64) < BLOCK.length)
          await new Promise((resolve) => setImmediate(resolve));
      }
      expect(written).toBeLessThan(64 * 1024 * 1024);
      expect(member.write(BLOCK)).toBe(false);
      expect(released).toBe(1);
      // The stream's socket is ended: the server's side of it is gone, whatever the client does.
      const connections = () =>
        new Promise<number>((resolve, reject) =>
          app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
      await expect.poll(connections, { timeout: 30_000 }).toBe(0);
    } finally {
      socket.destroy();
    }
  }, 60_000);
});
