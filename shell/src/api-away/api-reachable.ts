import { endpoints } from '@marathon/shared/api';

/** A look at /health never holds longer than this: no answer in time counts as away. */
const LOOK_TIMEOUT_MS = 8_000;

/**
 * Whether the API answers as ready just now: its /health says ok (200). No answer, a 5xx (the database away, the
 * proxy finding no API process) or a timeout: away. A plain fetch: the API client would report its failure as a
 * page message on top of the notice.
 */
export async function apiReachable(apiBase: string, get: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await get(`${apiBase}${endpoints.health.path}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(LOOK_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}
