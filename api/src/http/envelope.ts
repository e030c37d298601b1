import { SUCCESS_MSG, type ApiEnvelope } from '@marathon/shared/api';

export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: 0, msg: SUCCESS_MSG, data };
}

export function failed(code: number, msg: string): ApiEnvelope<null>;
export function failed<T>(code: number, msg: string, data: T): ApiEnvelope<T>;
export function failed(code: number, msg: string, data: unknown = null): ApiEnvelope<unknown> {
  return { code, msg, data };
}
