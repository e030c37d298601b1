/**
 * A load the page makes once per key and shares (the country list and the region tree per API base, the sign-up
 * configuration per site): callers asking while it runs get the same promise, an answer is kept for the page's
 * life, and a failure is forgotten so the next ask (a retry) goes to the server again.
 */
export interface CachedQuery<T> {
  /** The shared load for the current key. */
  load: () => Promise<T>;
  /** The answer if it already arrived for the current key, so a component mounted later starts ready. */
  peek: () => T | undefined;
}

export function createCachedQuery<T>(options: {
  /** Read at each call: e.g. the API base, which an embedding page may set after this is made. */
  key: () => string;
  load: (key: string) => Promise<T>;
}): CachedQuery<T> {
  const pending = new Map<string, Promise<T>>();
  const loaded = new Map<string, T>();
  return {
    load: () => {
      const key = options.key();
      let request = pending.get(key);
      if (!request) {
        request = options.load(key);
        pending.set(key, request);
        request.then(
          (data) => loaded.set(key, data),
          () => pending.delete(key),
        );
      }
      return request;
    },
    peek: () => loaded.get(options.key()),
  };
}
