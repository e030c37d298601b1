import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The header a request's id travels in: nginx's `$request_id` (deploy/nginx/marathon.conf.template), or ours. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** A well-formed id only: a client's header reaches every log line of its request, so nothing odd or long. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The id every log line of a request carries (`reqId`): the proxy's, when well formed, or a new one. */
export const requestIdOption: Pick<FastifyServerOptions, 'genReqId'> = {
  genReqId: (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  },
};

/** Every answer names its request's id, so a visitor's report or nginx's log leads to the API's lines. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
