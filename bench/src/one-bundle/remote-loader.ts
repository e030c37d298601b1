import type { RemoteName, RuntimeConfig } from '@marathon/shared/contracts';
import { views } from 'virtual:one-bundle-views';

/**
 * The one-bundle baseline's stand-in for shell/src/remotes/remote-loader.ts (the plugin in ./plugin.ts swaps it
 * in): the same exports, but each remote module comes from the remotes' sources bundled into the page instead of
 * a remoteEntry.js fetched at run time. Nothing else of the shell changes, so both builds render the same tree.
 */

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, message: string) {
    super(message);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/** Never thrown here (there is no second build to pair with); RemoteBoundary only tests for it. */
export class RemoteVersionError extends RemoteLoadError {
  readonly offered: string = '';
  readonly builtWith: string | null = null;
}

/** The manifest's remote URLs mean nothing to a page that holds its remotes. */
export function configureRemotes(_remotes: RuntimeConfig['remotes']): void {}

export function resetRemote(_name: RemoteName): void {}

/** No remote has an entry of its own in one bundle: there is nothing to preload. */
export function remoteEntryUrl(_name: RemoteName): string | undefined {
  return undefined;
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const load = views[remote][module];
  if (!load) throw new RemoteLoadError(remote, `${remote}${module.slice(1)} is not in the one bundle`);
  return (await load()) as T;
}
