import { ofetch } from 'ofetch';
import { currentLanguage } from './i18n';

/** What the phone site needs of the run-time manifest the shell's server writes for this origin. */
interface Manifest {
  apiBase: string;
  fileHost: string;
  /** Whether the site shows its charity section (absent in an older manifest: shown, as on the desktop site). */
  features?: { showCharity?: boolean };
}

let manifest: Promise<Manifest> | null = null;

/** The manifest, read once (the same /runtime-config.json the desktop site reads: nothing is baked in). */
export function loadManifest(): Promise<Manifest> {
  manifest ??= ofetch<Manifest>('/runtime-config.json', { cache: 'no-cache', retry: 1 }).catch(
    (error: unknown) => {
      manifest = null;
      throw error;
    },
  );
  return manifest;
}

/** A refused lookup: the API's own message, already in the visitor's language. */
export class LookupError extends Error {}

interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

/** One API call: the API's envelope is opened here, its message becomes the error a page shows. */
export async function api<T>(
  path: string,
  options: {
    query?: Record<string, string | number>;
    body?: Record<string, unknown>;
    signal?: AbortSignal;
    /** The site's login (the desktop site's session, same origin): sent only by calls for the runner's own data. */
    token?: string;
  } = {},
): Promise<T> {
  const { apiBase } = await loadManifest();
  const answer = await ofetch<Envelope<T>>(`${apiBase}${path}`, {
    method: options.body ? 'POST' : 'GET',
    ...(options.query ? { query: options.query } : {}),
    ...(options.body ? { body: options.body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    // A safelisted header only: no CORS preflight before a race-day lookup.
    headers: {
      'Accept-Language': currentLanguage() === 'en' ? 'en' : 'zh-CN',
      ...(options.token ? { token: options.token } : {}),
    },
    ignoreResponseError: true,
    timeout: 15_000,
  });
  // Code 0 is success; anything else carries the API's message (or, without one, the site's own).
  if (answer?.code !== 0) throw new LookupError(answer?.msg ?? '');
  return answer.data;
}
