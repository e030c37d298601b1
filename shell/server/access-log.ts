import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** The header a request's id travels in: nginx's `$request_id` (deploy/nginx/marathon.conf.template), or ours. */
export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * One JSON line per request when it completes (method, path, status, time, request id), instead of Fastify's
 * two; a failed one at error level with its error. The same format as every other line this server logs.
 */
class AccessLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {
    // The completion line says it all.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/**
 * The server's logging: JSON lines (pino) at `level`, one per request, each with the request id nginx sent (a
 * well-formed one) or a new one; the id goes back to the client in X-Request-Id and on to the API.
 */
export function loggingOptions(
  level: string,
  /** Where the lines go (standard output unless told). */
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  return {
    logger: stream ? { level, stream } : { level },
    logController: new AccessLog(),
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}
