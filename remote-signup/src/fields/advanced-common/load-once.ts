import { api } from '@marathon/shared';
import { useCallback, useEffect, useState } from 'react';

export interface CachedLoader<T> {
  (): Promise<T>;
  /** The data if it already arrived for the current API, so a field mounted later starts ready, without a flash. */
  peek: () => T | undefined;
}

/**
 * A list the page loads once (countries, the region tree): the promise is kept per API base, so every field of
 * the page (and the confirm page after it) shares one request. A failed load is forgotten, so a retry asks again.
 */
export function createCachedLoader<T>(path: string): CachedLoader<T> {
  const pending = new Map<string, Promise<T>>();
  const loaded = new Map<string, T>();
  const load = () => {
    const base = api().baseURL;
    let request = pending.get(base);
    if (!request) {
      // Silent: the field shows the failure in place with a retry, not as a page message.
      request = api().get<T>(path, undefined, { silent: true });
      pending.set(base, request);
      request.then(
        (data) => loaded.set(base, data),
        () => pending.delete(base),
      );
    }
    return request;
  };
  return Object.assign(load, { peek: () => loaded.get(api().baseURL) });
}

export type LoadState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** The state of a cached load, and a retry for a failed one. */
export function useCachedLoad<T>(load: CachedLoader<T>): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>(() => {
    const data = load.peek();
    return data === undefined ? { status: 'loading' } : { status: 'ready', data };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) =>
        live &&
        setState((current) =>
          current.status === 'ready' && current.data === data ? current : { status: 'ready', data },
        ),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
