import { API_CODE } from '@marathon/shared/api';
import { LocalizedText } from './localized-text';

/** A message in both languages; the answer carries the one the request asked for (Accept-Language, zh default). */
export function bilingual(zh: string, en: string): LocalizedText {
  return new LocalizedText(zh, en);
}

/**
 * An expected failure a route answers on purpose: its message is safe to show and its code is the envelope code and,
 * unless it says otherwise, the HTTP status. Anything else thrown is unexpected and answered as a generic 500.
 */
export class ApiFailure extends Error {
  readonly code: number;
  /** Read by Fastify and by plugins that inspect errors. */
  readonly statusCode: number;
  /** What the page needs beside the message (e.g. which form fields were refused); null for most failures. */
  readonly data: unknown;
  /** The message in both languages; `message` holds the Chinese one for logs. */
  readonly text: LocalizedText;

  constructor(
    code: number,
    message: string | LocalizedText,
    data: unknown = null,
    httpStatus: number = code,
  ) {
    const text = typeof message === 'string' ? new LocalizedText(message, message) : message;
    super(text.zh);
    this.text = text;
    this.name = 'ApiFailure';
    this.code = code;
    this.statusCode = httpStatus;
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
  /**
   * A lookup that found nothing: an answer, not an error of the request, so HTTP 200 with the envelope's code 404.
   * A browser logs every HTTP 404 as a console error, and a runner mistyping a bib is not one.
   */
  nothingFound: (zh: string, en: string) => new ApiFailure(API_CODE.notFound, bilingual(zh, en), null, 200),
  tooManyRequests: () =>
    new ApiFailure(
      API_CODE.tooManyRequests,
      bilingual('请求过于频繁，请稍后再试', 'Too many requests, please try again later'),
    ),
};
