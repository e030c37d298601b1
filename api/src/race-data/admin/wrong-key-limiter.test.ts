import { describe, expect, it } from 'vitest';
import { createWrongKeyLimiter } from './wrong-key-limiter';

describe('wrong key limiter', () => {
  it('locks an address after the last allowed failure until its window ends, and only that address', () => {
    const limiter = createWrongKeyLimiter({ maxFailures: 3, windowMs: 1_000 });
    for (const now of [0, 100, 200]) {
      expect(limiter.retryAfterMs('a', now)).toBe(0);
      limiter.recordFailure('a', now);
    }
    expect(limiter.retryAfterMs('a', 300)).toBe(700);
    expect(limiter.retryAfterMs('b', 300)).toBe(0);
    expect(limiter.retryAfterMs('a', 1_000)).toBe(0);
    limiter.recordFailure('a', 1_000);
    expect(limiter.retryAfterMs('a', 1_001)).toBe(0);
  });
});
