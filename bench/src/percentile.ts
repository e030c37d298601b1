/** The value at percentile `p` (0–100) of ascending `sorted` values, nearest rank; 0 for none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
