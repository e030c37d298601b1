/** Epoch milliseconds; injected so tests can stand before, inside and after a window without waiting. */
export type Clock = () => number;

/** "2027-12-31 18:00" in Beijing time, as the organiser publishes deadlines. */
export function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
