import { ApiError } from '@marathon/shared';

/** The API writes "中文 / English": show the half of the visitor's language. */
export function localMessage(error: unknown, language: string): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : null;
  const [zh, en] = error.message.split(' / ');
  return (language === 'en' ? en : zh) ?? error.message;
}
