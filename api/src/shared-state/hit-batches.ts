import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hitCounter } from './counters';

/** A hit's count in its window as if the hits had been counted one by one, and when the window ends. */
export interface CountedHit {
  current: number;
  expiresAt: number;
}

interface Waiting {
  count: number;
  settle: Array<{ resolve: (hit: CountedHit) => void; reject: (error: Error) => void }>;
}

/**
 * The rate limit's hits, counted in the shared counters with one upsert per key at a time: hits of one key that
 * arrive while its upsert is under way wait for the next one, which counts them all at once (`hits + n`). Nothing
 * is counted late or lost: each request still goes on only once its own hit is in the database, and gets the count
 * it would have had counted alone (the batch's hits numbered in arrival order). A crowd behind one address (a
 * carrier's NAT, the shell's server) costs the database one write per round trip instead of one per request, and
 * two processes no longer queue every request on the one row's lock.
 */
export class HitBatches {
  private readonly writing = new Set<string>();
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly db: Kysely<Database>) {}

  hit(key: string, windowMs: number): Promise<CountedHit> {
    return new Promise<CountedHit>((resolve, reject) => {
      const batch = this.waiting.get(key) ?? { count: 0, settle: [] };
      batch.count += 1;
      batch.settle.push({ resolve, reject });
      this.waiting.set(key, batch);
      if (!this.writing.has(key)) this.write(key, windowMs);
    });
  }

  private write(key: string, windowMs: number): void {
    const batch = this.waiting.get(key);
    if (!batch) return;
    this.waiting.delete(key);
    this.writing.add(key);
    hitCounter(this.db, key, windowMs, Date.now(), batch.count).then(
      (state) => {
        const first = state.hits - batch.count + 1;
        batch.settle.forEach(({ resolve }, i) => resolve({ current: first + i, expiresAt: state.expiresAt }));
        this.next(key, windowMs);
      },
      (error: Error) => {
        batch.settle.forEach(({ reject }) => reject(error));
        this.next(key, windowMs);
      },
    );
  }

  private next(key: string, windowMs: number): void {
    this.writing.delete(key);
    if (this.waiting.has(key)) this.write(key, windowMs);
  }
}
