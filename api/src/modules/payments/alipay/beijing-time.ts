/** Alipay writes and reads times as "yyyy-MM-dd HH:mm:ss" in China's time (UTC+8, no daylight saving). */
const OFFSET_MS = 8 * 3600_000;

export const beijingTime = (ms: number): string =>
  new Date(ms + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The epoch milliseconds of such a time; null when it is not one. */
export function fromBeijingTime(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms - OFFSET_MS;
}
