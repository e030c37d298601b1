import { ofetch } from 'ofetch';
import { REQUEST_TIMEOUT_MS } from '../constants';

/** A JSON file from the file host (configuration, translations): no envelope, no API headers. */
export function fetchFile<T>(url: string, query?: Record<string, string | number>): Promise<T> {
  return ofetch<T>(url, { query, timeout: REQUEST_TIMEOUT_MS, retry: 1, responseType: 'json' });
}
