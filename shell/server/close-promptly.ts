import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing (a rolling restart), each answer that finishes ends its connection. Fastify's close
 * ends the connections idle at that moment and waits for the rest; an answer still being sent then would leave its
 * connection open for the keep-alive time (72 s), holding the restart that long.
 */
export function closePromptly(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket.end();
  });
}
