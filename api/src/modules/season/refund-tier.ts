import type { DrawSettings } from '@marathon/shared/api';

/**
 * What a withdrawal at `at` refunds of `paidFen`: the first dated tier whose `until` is still ahead gives its
 * percent (rounded down to the fen, so a refund never exceeds the tier); after the last tier, nothing.
 */
export function refundFor(tiers: DrawSettings['refundTiers'], paidFen: number, at: number): number {
  const tier = tiers.find((t) => at < t.until);
  return tier ? Math.floor((paidFen * tier.percent) / 100) : 0;
}
