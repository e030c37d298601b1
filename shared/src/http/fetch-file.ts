import { REQUEST_TIMEOUT_MS } from '../constants';
import { loadOfetch } from './load-ofetch';

/**
 * A JSON file from the file host (configuration, translations): no envelope, no API headers. Parsed at the
 * boundary with the file's schema, so a caller holds the checked value with its defaults applied, never the raw
 * text typed as if it were parsed; a file that does not match rejects like a missing one.
 */
export async function fetchFile<T>(
  url: string,
  /** A zod schema, classic or mini: anything that parses. */
  schema: { parse: (raw: unknown) => T },
  query?: Record<string, string | number>,
): Promise<T> {
  const ofetch = await loadOfetch();
  const raw = await ofetch<unknown>(url, {
    query,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 1,
    responseType: 'json',
  });
  return schema.parse(raw);
}
