import { ofetch } from 'ofetch';
import { pageManifest } from '@marathon/shared/phone-lookup';
import { currentLanguage } from './i18n';

/** What the phone site needs of the run-time manifest the shell's server writes for this origin. */
interface Manifest {
  apiBase: string;
  fileHost: string;
  /** Whether the site shows its charity section (absent in an older manifest: shown, as on the desktop site). */
  features?: { showCharity?: boolean };
}

let manifest: Promise<Manifest> | null = null;

/** The manifest the shell's server wrote into the page, when it did and it has the addresses the site needs. */
export function writtenManifest(): Manifest | null {
  const written = pageManifest();
  if (typeof written !== 'object' || written === null) return null;
  const { apiBase, fileHost } = written as Partial<Record<keyof Manifest, unknown>>;
  return typeof apiBase === 'string' && typeof fileHost === 'string' ? (written as Manifest) : null;
}

/**
 * The manifest, read once: the one the server wrote into the page, else the same /runtime-config.json the desktop
 * site reads (a page served as a plain file). Nothing is baked in.
 */
export function loadManifest(): Promise<Manifest> {
  const written = manifest ? null : writtenManifest();
  if (written) manifest = Promise.resolve(written);
  manifest ??= ofetch<Manifest>('/runtime-config.json', { cache: 'no-cache', retry: 1 }).catch(
    (error: unknown) => {
      manifest = null;
      throw error;
    },
  );
  return manifest;
}

/** A refused lookup: the API's own message, already in the visitor's language, and its envelope's code. */
export class LookupError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

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
    /**
     * The site's login (the full site's session, same origin), sent only by calls for the account's own data (a
     * finish alert, the followed list): it costs a CORS preflight.
     */
    token?: string;
    /** A kit pickup desk's secret (x-pickup-desk), sent only by the desk page's calls: it costs a preflight. */
    headers?: Record<string, string>;
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
      ...options.headers,
    },
    ignoreResponseError: true,
    timeout: 15_000,
  });
  return opened(answer);
}

/** An envelope's data when it is a success (code 0), else undefined. */
export function succeeded<T>(answer: unknown): T | undefined {
  const envelope = answer as Envelope<T> | undefined;
  return envelope?.code === 0 ? envelope.data : undefined;
}

/** Code 0 is success; anything else carries the API's message (or, without one, the site's own). */
function opened<T>(answer: Envelope<T> | undefined): T {
  if (answer?.code !== 0) throw new LookupError(answer?.msg ?? '', answer?.code);
  return answer.data;
}

/**
 * An API call the page may have sent already (the result link's lookup, see @marathon/shared/phone-lookup): its
 * answer when it came, else the call itself (a started request that failed on the way is asked again).
 */
export async function apiOrStarted<T>(
  started: Promise<unknown> | null,
  path: string,
  options: Parameters<typeof api>[1] = {},
): Promise<T> {
  const answer = started ? await started.catch(() => undefined) : undefined;
  return answer === undefined ? api<T>(path, options) : opened(answer as Envelope<T>);
}
