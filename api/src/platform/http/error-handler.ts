import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_CODE } from '@marathon/shared/api';
import { ApiFailure, bilingual } from './api-failure';
import { failed } from './envelope';

/** Fastify's own 4xx errors (body parsing, content type) in words a visitor can read. */
const FRAMEWORK_MESSAGES: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['请求体不是有效的 JSON', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['请求体为空', 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['请求体过大', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['不支持的内容类型', 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['请求长度不正确', 'The request length does not match its body'],
  FST_ERR_BAD_URL: ['请求地址无效', 'The request URL is malformed'],
  FST_ERR_ASYNC_CONSTRAINT: ['请求无效', 'Bad request'],
};

/** Other 4xx errors of Fastify and its plugins, by status. */
const STATUS_MESSAGES: Record<number, [string, string]> = {
  403: ['禁止访问', 'Access denied'],
  404: ['资源不存在', 'Not found'],
  405: ['不支持的请求方法', 'Method not allowed'],
  413: ['请求体过大', 'The request body is too large'],
  415: ['不支持的内容类型', 'Unsupported content type'],
  429: ['请求过于频繁，请稍后再试', 'Too many requests, please try again later'],
};

const SERVER_ERROR_MSG = bilingual('服务器繁忙，请稍后再试', 'Server error, please try again later');

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/** Maps any thrown value to the envelope answer; only the unexpected ones are logged. */
export function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiFailure) {
    return reply.code(error.statusCode).send(failed(error.code, error.text, error.data));
  }
  if (
    isFastifyError(error) &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    const status = error.statusCode;
    const [zh, en] = (error.code ? FRAMEWORK_MESSAGES[error.code] : undefined) ??
      STATUS_MESSAGES[status] ?? ['请求无效', 'Bad request'];
    return reply.code(status).send(failed(status, bilingual(zh, en)));
  }
  // The error and the route only: request bodies and headers may hold passwords and tokens.
  request.log.error(
    { err: error, method: request.method, url: request.routeOptions.url },
    'unexpected error',
  );
  return reply.code(500).send(failed(API_CODE.serverError, SERVER_ERROR_MSG));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    reply
      .code(API_CODE.notFound)
      .send(
        failed(
          API_CODE.notFound,
          bilingual(`接口或文件不存在：${request.method} ${shown}`, `Not found: ${request.method} ${shown}`),
        ),
      );
  });
}
