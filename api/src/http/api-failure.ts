import { API_CODE } from '@marathon/shared/api';

/** "中文 / English": every message the API writes carries both languages. */
export function bilingual(zh: string, en: string): string {
  return `${zh} / ${en}`;
}

/**
 * An expected failure a route answers on purpose: its message is safe to show and its code is both the envelope
 * code and the HTTP status. Anything else thrown is unexpected and answered as a generic 500.
 */
export class ApiFailure extends Error {
  readonly code: number;
  /** Read by Fastify and by plugins that inspect errors. */
  readonly statusCode: number;
  /** What the page needs beside the message (e.g. which form fields were refused); null for most failures. */
  readonly data: unknown;

  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiFailure';
    this.code = code;
    this.statusCode = code;
    this.data = data;
  }
}

export const SESSION_EXPIRED_MSG = bilingual(
  '登录已失效，请重新登录',
  'Your session has expired, please log in again',
);

export const failures = {
  badRequest: (zh: string, en: string) => new ApiFailure(API_CODE.badRequest, bilingual(zh, en)),
  unauthorized: () => new ApiFailure(API_CODE.unauthorized, SESSION_EXPIRED_MSG),
  notFound: (zh: string, en: string) => new ApiFailure(API_CODE.notFound, bilingual(zh, en)),
  tooManyRequests: () =>
    new ApiFailure(
      API_CODE.tooManyRequests,
      bilingual('请求过于频繁，请稍后再试', 'Too many requests, please try again later'),
    ),
};
