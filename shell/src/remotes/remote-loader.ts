import { CHUNK_LOAD_TIMEOUT_MS } from '@marathon/shared';
import { REMOTE_SCOPES, type RemoteName, type RuntimeConfig } from '@marathon/shared/contracts';
import { __federation_method_getRemote, __federation_method_setRemote } from 'virtual:__federation__';

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

let urls: RuntimeConfig['remotes'] | null = null;
const attempts: Record<RemoteName, number> = { content: 0, auth: 0, search: 0, signup: 0 };

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
  __federation_method_setRemote(REMOTE_SCOPES[name], {
    url: () => Promise.resolve(url),
    format: 'esm',
    from: 'vite',
  });
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
        reject(new RemoteLoadError(remote, `${remote}${module.slice(1)} failed to load`, { cause: error }));
      },
    );
  });
}

/** Loads one exposed module of a remote; rejects after 120 s or when the remote is down. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const loaded = await withTimeout(
    __federation_method_getRemote(REMOTE_SCOPES[remote], module),
    remote,
    module,
  );
  // The federation runtime hands back the default export alone when a module exports nothing else.
  if (typeof loaded === 'function') return { default: loaded } as T;
  if (!loaded || typeof loaded !== 'object') {
    throw new RemoteLoadError(remote, `${remote}${module.slice(1)} is not a module`);
  }
  return loaded as T;
}
