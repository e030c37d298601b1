import { CHUNK_LOAD_TIMEOUT_MS } from '@marathon/shared';
import {
  canPair,
  declaredSharedVersion,
  REMOTE_SCOPES,
  SHARED_VERSION,
  type RemoteName,
  type RuntimeConfig,
} from '@marathon/shared/contracts';
import { __federation_method_getRemote, __federation_method_setRemote } from 'virtual:__federation__';

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/**
 * A remote built against a @marathon/shared this page cannot offer (another major version, or newer than the
 * page's): loading it would run it against a library without what it uses, so the shell refuses it, naming both.
 */
export class RemoteVersionError extends RemoteLoadError {
  readonly offered: string;
  /** null: the remote declares no version (built before remotes declared one). */
  readonly builtWith: string | null;
  constructor(remote: RemoteName, offered: string, builtWith: string | null) {
    super(
      remote,
      `${remote}: built against @marathon/shared ${builtWith ?? '(undeclared)'}, this page offers ${offered}`,
    );
    this.name = 'RemoteVersionError';
    this.offered = offered;
    this.builtWith = builtWith;
  }
}

let urls: RuntimeConfig['remotes'] | null = null;
const entryUrls: Partial<Record<RemoteName, string>> = {};
const attempts: Record<RemoteName, number> = { content: 0, auth: 0, search: 0, signup: 0, admin: 0 };

/** Remote URLs come from the run-time manifest (validated before the first render). */
export function configureRemotes(remotes: RuntimeConfig['remotes']): void {
  urls = remotes;
  for (const name of Object.keys(remotes) as RemoteName[]) register(name);
}

function register(name: RemoteName): void {
  if (!urls) throw new Error('remotes used before configureRemotes()');
  const base = urls[name];
  // A failed import() of a URL may be remembered by the browser; a retry asks for the entry under a new query.
  const url = attempts[name] === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}retry=${attempts[name]}`;
  entryUrls[name] = url;
  __federation_method_setRemote(REMOTE_SCOPES[name], {
    url: () => Promise.resolve(url),
    format: 'esm',
    from: 'vite',
  });
}

/** The URL the remote's entry is imported from now (a retry adds a query), once the remotes are configured. */
export function remoteEntryUrl(name: RemoteName): string | undefined {
  return entryUrls[name];
}

/** Marks a remote for a fresh load after a failure (the boundary's retry). */
export function resetRemote(name: RemoteName): void {
  attempts[name] += 1;
  register(name);
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName, module: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new RemoteLoadError(
            remote,
            `${remote}${module.slice(1)} timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms`,
          ),
        ),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (error instanceof RemoteVersionError) return reject(error);
        reject(new RemoteLoadError(remote, `${remote}${module.slice(1)} failed to load`, { cause: error }));
      },
    );
  });
}

/**
 * Reads the version the remote's entry declares before the federation runtime hands it the page's shared
 * libraries. The same URL as the runtime's own import: the browser loads the entry once.
 */
async function pairedRemote(remote: RemoteName, module: string): Promise<unknown> {
  const url = entryUrls[remote];
  if (!url) throw new Error('remotes used before configureRemotes()');
  const entry: unknown = await import(/* @vite-ignore */ url);
  const builtWith = declaredSharedVersion(entry);
  if (builtWith === null || !canPair(SHARED_VERSION, builtWith)) {
    throw new RemoteVersionError(remote, SHARED_VERSION, builtWith);
  }
  return __federation_method_getRemote(REMOTE_SCOPES[remote], module);
}

/** Loads one exposed module of a remote; rejects after 120 s, when the remote is down or cannot pair. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const loaded = await withTimeout(pairedRemote(remote, module), remote, module);
  // The federation runtime hands back the default export alone when a module exports nothing else.
  if (typeof loaded === 'function') return { default: loaded } as T;
  if (!loaded || typeof loaded !== 'object') {
    throw new RemoteLoadError(remote, `${remote}${module.slice(1)} is not a module`);
  }
  return loaded as T;
}
