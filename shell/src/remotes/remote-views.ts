import type { RemoteName } from '@marathon/shared/contracts';
import type { ComponentType } from 'react';
import { loadRemoteModule } from './remote-loader';

type View = ComponentType<never>;

/** Loads under way or done, and the views they gave, by remote and module. */
const loading = new Map<string, Promise<View>>();
const loaded = new Map<string, View>();
const keyOf = (remote: RemoteName, module: string) => `${remote}|${module}`;

/**
 * Loads a remote's exposed view once per page: the start-up (for the address's route, beside its other reads)
 * and the view that shows it share the one load. A failed load is forgotten, so showing the view again retries.
 */
export function loadRemoteView(remote: RemoteName, module: string): Promise<View> {
  const key = keyOf(remote, module);
  let load = loading.get(key);
  if (!load) {
    load = loadRemoteModule<{ default: View }>(remote, module).then(
      (found) => {
        loaded.set(key, found.default);
        return found.default;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/** The view, when its load has already finished: it is drawn in the same commit as the page around it. */
export function loadedRemoteView(remote: RemoteName, module: string): View | undefined {
  return loaded.get(keyOf(remote, module));
}

/** Forgets a remote's views (its retry loads them afresh). */
export function forgetRemoteViews(remote: RemoteName): void {
  for (const map of [loading, loaded]) {
    for (const key of map.keys()) if (key.startsWith(`${remote}|`)) map.delete(key);
  }
}
