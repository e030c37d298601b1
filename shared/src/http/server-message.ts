import type { Language } from '../constants';
import { ApiError } from './api-error';

/** The API writes '中文 / English' (api/src/http/api-failure.ts): show the visitor's half. */
export function messageFor(language: Language, msg: string): string {
  const [zh, ...rest] = msg.split(' / ');
  const en = rest.join(' / ');
  return language === 'en' && en ? en : (zh ?? msg);
}

/** The message of a failed call in the visitor's language; null when there is nothing to show. */
export function errorMessageFor(language: Language, error: unknown): string | null {
  if (error instanceof ApiError) return messageFor(language, error.message);
  return error instanceof Error ? error.message : null;
}
