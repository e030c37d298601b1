import { LRUCache } from 'lru-cache';

export interface KeptReadsOptions {
  /** Keys kept at most (least recently used go first). */
  max: number;
  /**
   * How long an answer serves the asks after it; 0: only the read in flight is shared, every later ask reads
   * afresh (a certificate drawing, whose result lives in its own store).
   */
  keepMs: number;
}

/** Reads coalesced by key: one mechanism for the API's "read once, share with whoever asks meanwhile". */
export interface KeptReads<K, V> {
  /** The answer for `key`: kept, in flight (shared), or read now. A read that fails is not kept. */
  get(key: K): Promise<V>;
  /** Forgets every answer (a test, or data known to have changed). */
  clear(): void;
}

/**
 * lru-cache's `fetchMethod` does the coalescing: asks of a key while its read is in flight share that promise, and
 * a rejected read is dropped (`allowStaleOnFetchRejection` off), so the next ask tries again. With `keepMs` the
 * answer is kept that long (`ttl`); without it, it is let go as soon as it is answered.
 */
export function keptReads<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  read: (key: K) => Promise<V>,
  { max, keepMs }: KeptReadsOptions,
): KeptReads<K, V> {
  const cache = new LRUCache<K, V>({
    max,
    ...(keepMs > 0 ? { ttl: keepMs } : {}),
    fetchMethod: (key) => read(key),
  });
  return {
    async get(key) {
      try {
        const value = await cache.fetch(key);
        // fetchMethod never answers undefined (V excludes it): only an aborted fetch would.
        if (value === undefined) throw new Error('kept-reads: the read was aborted');
        return value;
      } finally {
        if (keepMs === 0) cache.delete(key);
      }
    },
    clear: () => cache.clear(),
  };
}
