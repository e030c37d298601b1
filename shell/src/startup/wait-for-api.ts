import { endpoints } from '@marathon/shared/api';

export interface WaitOptions {
  /** Between two looks at /health while the API says `starting`. */
  intervalMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a /health answer is the API's "still preparing its data" (503 with status `starting`). */
async function isStarting(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  try {
    const body = (await response.json()) as { data?: { status?: unknown } | null };
    return body.data?.status === 'starting';
  } catch {
    return false;
  }
}

/**
 * The API listens before its data is ready: while /health says `starting`, the site shows a "starting" state and
 * looks again by itself rather than failing its start-up (which would also clear a saved session). Anything else
 * (ready, an error, no answer) ends the wait: the normal start-up then succeeds or shows its own failure.
 * Resolves with whether the API was found starting at least once.
 */
export async function waitWhileApiStarts(
  apiBase: string,
  onStarting: () => void,
  { intervalMs = 3000, fetch: get = fetch, sleep = pause }: WaitOptions = {},
): Promise<boolean> {
  let waited = false;
  for (;;) {
    let response: Response;
    try {
      // A plain fetch, not `call`: the API client is not configured yet, and the 503 'starting' answer is read here.
      response = await get(`${apiBase}${endpoints.health.path}`, { cache: 'no-store' });
    } catch {
      return waited;
    }
    if (!(await isStarting(response))) return waited;
    if (!waited) onStarting();
    waited = true;
    await sleep(intervalMs);
  }
}
