import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema';
import { hitCounter } from './counters';

/** A hit's number in its window (its count as if hits were counted one by one), and when the window ends. */
export interface CountedHit {
  current: number;
  expiresAt: number;
}

interface Waiting {
  count: number;
  settle: Array<{ resolve: (hit: CountedHit) => void; reject: (error: Error) => void }>;
}

/** Hit numbers this process took from the shared count and has not given out yet, for one key's window. */
interface Lease {
  next: number;
  /** The highest number taken: the shared count is at least this until the window ends. */
  last: number;
  expiresAt: number;
  /** How many numbers the last write took: the next one takes twice as many while the budget allows. */
  block: number;
}

/** The most numbers one write takes ahead: a steady crowd behind one address costs a write per this many. */
const MAX_BLOCK = 64;
/** A write takes ahead at most this share of what is left of the budget, so an address is refused early by little. */
const SHARE_OF_REST = 8;
/** Keys whose leases a process keeps; a key pushed out loses its numbers (counted as spent: strict, never lax). */
const MAX_KEYS = 20_000;

/**
 * The rate limit's hits, counted in the shared counters without a write per request. A write (`hits + n`, one
 * upsert) takes a block of hit numbers for the key; the process gives them out to the key's next requests, and
 * writes again only when they run out: 1, then 2, 4 … up to MAX_BLOCK numbers, never more than an eighth of what
 * is left of the budget. Hits that arrive while a write is under way wait for it and are counted by it.
 *
 * Exact where it matters: every number is given out once across all processes, so no address gets more than its
 * budget however many processes it spreads over. Numbers a process took and did not give out before the window
 * ended count as spent: only the address whose own requests took them can be refused early, by at most an eighth of
 * its budget (near the end of the budget each write takes one number). Once the count is past the budget it can
 * only grow until the window ends, so a process refuses the address's further requests without writing: a flood
 * of refused requests costs the database nothing.
 */
export class HitBatches {
  private readonly writing = new Set<string>();
  private readonly waiting = new Map<string, Waiting>();
  private readonly leases = new LRUCache<string, Lease>({ max: MAX_KEYS });

  constructor(private readonly db: Kysely<Database>) {}

  /** Counts a hit of `key` against a budget of `max` in windows of `windowMs`. */
  hit(key: string, windowMs: number, max = Number.MAX_SAFE_INTEGER): Promise<CountedHit> {
    const lease = this.leases.get(key);
    const now = Date.now();
    if (lease && now < lease.expiresAt && !this.waiting.has(key)) {
      if (lease.next <= lease.last)
        return Promise.resolve({ current: lease.next++, expiresAt: lease.expiresAt });
      // Past the budget already: the shared count only grows until the window ends.
      if (lease.last >= max) return Promise.resolve({ current: lease.last + 1, expiresAt: lease.expiresAt });
    }
    return new Promise<CountedHit>((resolve, reject) => {
      const batch = this.waiting.get(key) ?? { count: 0, settle: [] };
      batch.count += 1;
      batch.settle.push({ resolve, reject });
      this.waiting.set(key, batch);
      if (!this.writing.has(key)) this.write(key, windowMs, max);
    });
  }

  private write(key: string, windowMs: number, max: number): void {
    const batch = this.waiting.get(key);
    if (!batch) return;
    this.waiting.delete(key);
    this.writing.add(key);
    const now = Date.now();
    const previous = this.leases.get(key);
    const known = previous && now < previous.expiresAt ? previous : undefined;
    const rest = max - (known?.last ?? 0);
    const block = Math.max(
      1,
      Math.min(MAX_BLOCK, known ? known.block * 2 : 1, Math.floor(rest / SHARE_OF_REST)),
    );
    const taking = Math.max(batch.count, block);
    hitCounter(this.db, key, windowMs, now, taking).then(
      (state) => {
        const first = state.hits - taking + 1;
        batch.settle.forEach(({ resolve }, i) => resolve({ current: first + i, expiresAt: state.expiresAt }));
        this.leases.set(key, {
          next: first + batch.count,
          last: state.hits,
          expiresAt: state.expiresAt,
          block: taking,
        });
        this.next(key, windowMs, max);
      },
      (error: Error) => {
        batch.settle.forEach(({ reject }) => reject(error));
        this.next(key, windowMs, max);
      },
    );
  }

  /** Hits that waited behind a write take what it left over first; a write counts the rest. */
  private next(key: string, windowMs: number, max: number): void {
    this.writing.delete(key);
    const batch = this.waiting.get(key);
    const lease = this.leases.get(key);
    if (!batch) return;
    if (lease && Date.now() < lease.expiresAt) {
      while (batch.settle.length > 0 && lease.next <= lease.last) {
        batch.settle.shift()?.resolve({ current: lease.next++, expiresAt: lease.expiresAt });
        batch.count -= 1;
      }
      if (batch.count === 0) this.waiting.delete(key);
    }
    if (this.waiting.has(key)) this.write(key, windowMs, max);
  }
}
