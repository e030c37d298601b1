import { SUCCESS_MSG, type ApiEnvelope } from '@marathon/shared/api';

export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: 0, msg: SUCCESS_MSG, data };
}

export function failed(code: number, msg: string): ApiEnvelope<null> {
  return { code, msg, data: null };
}
