import { z } from '../zod';

/**
 * Business codes of the answer envelope `{ code, msg, data }`. Code 0 is success; the others mirror the HTTP
 * status the API answers with, so a client can branch on either.
 */
export const API_CODE = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
} as const;

/** The `msg` of every success. */
export const SUCCESS_MSG = 'ok';

/** Schema of an envelope whose `data` matches `data`; failures carry `data: null`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}
