/** The slide `delta` steps away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Time each slide stays before autoplay moves on. */
export const CAROUSEL_INTERVAL_MS = 5000;
