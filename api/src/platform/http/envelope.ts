import { SUCCESS_MSG, type ApiEnvelope } from '@marathon/shared/api';
import type { LocalizedText } from './localized-text';

export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: 0, msg: SUCCESS_MSG, data };
}

/** A failure answer before its message is rendered in the request's language (registerMessageLanguage). */
export interface FailedEnvelope<T> extends Omit<ApiEnvelope<T>, 'msg'> {
  msg: LocalizedText;
}

export function failed(code: number, msg: LocalizedText): FailedEnvelope<null>;
export function failed<T>(code: number, msg: LocalizedText, data: T): FailedEnvelope<T>;
export function failed(code: number, msg: LocalizedText, data: unknown = null): FailedEnvelope<unknown> {
  return { code, msg, data };
}
