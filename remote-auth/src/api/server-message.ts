import { errorMessageFor } from '@marathon/shared';

/** The API writes "中文 / English": show the half of the visitor's language. */
export function localMessage(error: unknown, language: string): string | null {
  return errorMessageFor(language === 'en' ? 'en' : 'zh', error);
}
