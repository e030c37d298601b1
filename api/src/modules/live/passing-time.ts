const HOUR_MS = 3_600_000;
/** Event time: Beijing, UTC+8 all year. */
const BEIJING_MS = 8 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

const TIME_OF_DAY = /^(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/;

/**
 * A passing's moment (epoch ms): an ISO 8601 moment as it says, or a time of day (Beijing) on the day of the
 * runner's wave start. The feed's schema has already checked the shape; null for anything else.
 */
export function passingMoment(text: string, waveStart: number): number | null {
  const match = TIME_OF_DAY.exec(text);
  if (!match) {
    const moment = Date.parse(text);
    return Number.isFinite(moment) ? moment : null;
  }
  const [, h = '0', m = '0', s = '0', fraction = '0'] = match;
  const day = Math.floor((waveStart + BEIJING_MS) / DAY_MS) * DAY_MS - BEIJING_MS;
  return (
    day + ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Math.round(Number(`0.${fraction}`) * 1000)
  );
}

/** A time of day, Beijing, as a passing's time is written: 08:12:31.250. */
export function timeOfDay(moment: number): string {
  const date = new Date(moment + BEIJING_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}.${String(date.getUTCMilliseconds()).padStart(3, '0')}`;
}
