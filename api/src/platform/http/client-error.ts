import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { bilingual } from './api-failure';
import type { LocalizedText } from './localized-text';
import { failed } from './envelope';

type ClientError = Error & { code?: string };

/** Requests Node's HTTP parser refuses before Fastify sees them, by parser code. */
function describe(error: ClientError): { status: number; msg: LocalizedText } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, msg: bilingual('请求头过大', 'The request headers are too large') };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, msg: bilingual('请求超时', 'The request timed out') };
    default:
      return {
        status: 400,
        msg: bilingual('请求格式无效', 'The request is not valid HTTP'),
      };
  }
}

/**
 * Fastify's clientErrorHandler: answers malformed HTTP with our envelope instead of Fastify's own body. Such
 * requests are routine internet noise, so they are logged at debug level only (never with a stack at error).
 */
export function answerClientError(this: FastifyInstance, error: ClientError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = describe(error);
  this.log.debug({ code: error.code }, 'malformed request refused');
  if (socket.writable) {
    // No request was parsed, so no language was asked for: the site's default, Chinese.
    const body = JSON.stringify({ ...failed(status, msg), msg: msg.in('zh') });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
