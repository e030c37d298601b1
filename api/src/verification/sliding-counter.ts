/**
 * Counts events per key over a sliding window, in memory. Used for failed logins per account: a restart forgets
 * them, which costs an attacker nothing he could not get by waiting, and the per-address limit still holds.
 */
export class SlidingCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  count(key: string, now = Date.now()): number {
    const live = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (live.length === 0) this.hits.delete(key);
    else this.hits.set(key, live);
    return live.length;
  }

  add(key: string, now = Date.now()): void {
    if (this.hits.size >= this.maxKeys) this.prune(now);
    this.hits.set(key, [...(this.hits.get(key) ?? []), now]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number): void {
    for (const key of [...this.hits.keys()]) this.count(key, now);
    // Still full after pruning: forget the oldest keys rather than grow without end.
    for (const key of this.hits.keys()) {
      if (this.hits.size < this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}
