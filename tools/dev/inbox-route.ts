import Fastify from 'fastify';
import type { DevRoute } from '@marathon/shared/build';
import { INBOX_PATH, registerDevInbox } from '@marathon/shell/server/local/inbox';

/** The local inbox page of `npm start`, answered on the shell's dev server by the same Fastify route. */
export async function inboxRoute(outboxFile: string): Promise<DevRoute> {
  const app = Fastify({ logger: false });
  registerDevInbox(app, outboxFile);
  await app.ready();
  return async (request, response) => {
    const url = request.url ?? '/';
    if (url.split('?')[0] !== INBOX_PATH || request.method !== 'GET') return false;
    const answer = await app.inject({ method: 'GET', url });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'content-length') response.setHeader(name, value);
    }
    response.statusCode = answer.statusCode;
    response.end(answer.body);
    return true;
  };
}
