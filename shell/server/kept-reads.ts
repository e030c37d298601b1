import { LRUCache } from 'lru-cache';

/** An answer that is handed to the views waiting for it but not kept (the API away, a failed render). */
class NotKept<T> extends Error {
  constructor(readonly answer: T) {
    super('an answer not kept');
  }
}

export interface KeptReadsOptions<T, C> {
  /** Keys kept at most: bounded memory whatever keys visitors make up. */
  max: number;
  /**
   * How long an answer serves the views after it as it is: Infinity until it is pushed out; 0 not at all (each
   * view after it reads again, though the answer still stands in for a read that fails, and is a read's
   * `previous`).
   */
  freshMs: number;
  /**
   * How long past that an answer is still served at once while one read refreshes it behind the views (stale
   * while revalidated); past it, a view waits for the new read. 0: views always wait for a read past freshMs.
   */
  staleMs?: number;
  /**
   * Whether an answer is kept (default: every one). One that is not goes to the views waiting for it only (with
   * `() => false`, only the read in flight is shared).
   */
  keep?: (answer: T) => boolean;
  /**
   * Reads the answer for a key. `context` is the first waiting view's (the visitor a read is made for);
   * `previous` is the answer kept before, if any (a read may start from what it found last time).
   */
  load: (key: string, context: C, previous: T | undefined) => Promise<T>;
}

/**
 * The shell's server's one way of keeping what it reads (the API's answers, remotes' first paints, made pages),
 * over lru-cache's `fetch`: views asking for a key while its read is in flight share that read; an answer serves
 * the views of the next `freshMs`, then (within `staleMs`) is still served at once while one read refreshes it;
 * an answer `keep` refuses, and a read that throws, are not kept, so the next view reads again, and an answer
 * kept before is served instead of a failure while it may be. Memory is bounded by `max`.
 */
export class KeptReads<T extends object, C = void> {
  /** The context travels boxed: lru-cache types a context of `void` as none at all. */
  private readonly cache: LRUCache<string, T, { value: C }>;
  private readonly staleMs: number;
  /** freshMs 0: every view reads again (sharing only a read in flight). */
  private readonly neverFresh: boolean;

  constructor(options: KeptReadsOptions<T, C>) {
    const keep = options.keep ?? (() => true);
    this.staleMs = options.staleMs ?? 0;
    this.neverFresh = options.freshMs <= 0;
    this.cache = new LRUCache<string, T, { value: C }>({
      max: options.max,
      // lru-cache's ttl 0 is "no lifetime" (kept until pushed out): no freshness at all is its shortest, 1 ms.
      ...(Number.isFinite(options.freshMs) ? { ttl: Math.max(1, options.freshMs) } : {}),
      // A failed read leaves the answer kept before in place (read() serves it to the views that waited).
      noDeleteOnFetchRejection: true,
      // A key pushed out by a flood of others while its read is in flight still answers the views waiting on it.
      ignoreFetchAbort: true,
      fetchMethod: async (key, previous, { context }) => {
        const answer = await options.load(key, context.value, previous);
        if (!keep(answer)) throw new NotKept(answer);
        return answer;
      },
    });
  }

  /**
   * The answer for `key`: kept, shared with a read in flight, or read now for the view that asks. `fresh`: an
   * answer past its lifetime is not served, the view waits for the read (a host not found in a list of a while ago).
   */
  async read(key: string, context: C, { fresh = false }: { fresh?: boolean } = {}): Promise<T> {
    // Past its lifetime, minus the kept answer's age beyond it; 0 for none at all.
    const remaining = this.cache.getRemainingTTL(key);
    const past = this.neverFresh || remaining <= 0;
    const allowStale = !fresh && past && Math.max(0, -remaining) < this.staleMs;
    try {
      // lru-cache reads its clock at most once per timer tick: an answer of 1 ms would still look fresh to a view
      // asking in the same turn of the event loop (the next view after a read, a test's next request).
      const answer = await this.cache.fetch(key, {
        context: { value: context },
        allowStale,
        forceRefresh: this.neverFresh,
      });
      if (answer === undefined) throw new Error(`no answer for ${key}`);
      return answer;
    } catch (error) {
      const before = this.cache.peek(key, { allowStale: true });
      if (before) return before;
      if (error instanceof NotKept) return error.answer as T;
      throw error;
    }
  }
}
