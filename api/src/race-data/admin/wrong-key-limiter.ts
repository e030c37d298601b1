/**
 * Counts wrong organiser keys per client address. After `maxFailures` within `windowMs` the address is refused
 * (even with the right key) until its window ends, so the key cannot be guessed at the general rate limit's pace.
 * In memory, per API process: behind several processes each counts on its own, which still bounds guessing.
 */
export interface WrongKeyLimiter {
  /** Milliseconds until the address may try again; 0 when it may try now. */
  retryAfterMs(address: string, now?: number): number;
  recordFailure(address: string, now?: number): void;
}

/** Entries kept at most: old windows are swept first, so a flood of addresses cannot grow the map without bound. */
const MAX_ADDRESSES = 10_000;

export function createWrongKeyLimiter({
  maxFailures = 10,
  windowMs = 15 * 60_000,
}: { maxFailures?: number; windowMs?: number } = {}): WrongKeyLimiter {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (address: string, now: number) => {
    const entry = failures.get(address);
    if (entry && entry.resetAt <= now) {
      failures.delete(address);
      return undefined;
    }
    return entry;
  };
  return {
    retryAfterMs(address, now = Date.now()) {
      const entry = current(address, now);
      return entry && entry.count >= maxFailures ? entry.resetAt - now : 0;
    },
    recordFailure(address, now = Date.now()) {
      const entry = current(address, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (failures.size >= MAX_ADDRESSES) {
        for (const [key, value] of failures) if (value.resetAt <= now) failures.delete(key);
        // Still full of live windows: forget the oldest, as a Map iterates in insertion order.
        const oldest = failures.keys().next();
        if (failures.size >= MAX_ADDRESSES && !oldest.done) failures.delete(oldest.value);
      }
      failures.set(address, { count: 1, resetAt: now + windowMs });
    },
  };
}
