import type { Language } from '../constants';

/** The event's clock: Yangzhou is on China Standard Time (UTC+8, no daylight saving) whatever the visitor's own. */
export const EVENT_UTC_OFFSET_MINUTES = 8 * 60;

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * The fields of a moment on the event's clock. A fixed offset with no daylight saving is plain arithmetic: the
 * site writes only two shapes of date, so it carries no date library (dayjs was 4.7 KB gzip of the first screen).
 */
function eventClock(epochMs: number) {
  const shifted = new Date(epochMs + EVENT_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: String(shifted.getUTCFullYear()),
    month: shifted.getUTCMonth(),
    day: two(shifted.getUTCDate()),
    time: `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`,
  };
}

/** Document dates read YYYY.MM.DD, in event time. */
export function formatDocumentDate(epochMs: number): string {
  const { year, month, day } = eventClock(epochMs);
  return `${year}.${two(month + 1)}.${day}`;
}

/**
 * A moment in event time (a deadline, a submission) written the way the given language writes it:
 * '2026/03/01 09:00', '01 Mar 2026, 09:00'. The language is explicit because a FixedLanguage block may show
 * another than the page's.
 */
export function formatDateTime(epochMs: number, language: Language): string {
  const { year, month, day, time } = eventClock(epochMs);
  return language === 'en'
    ? `${day} ${MONTHS_EN[month] ?? ''} ${year}, ${time}`
    : `${year}/${two(month + 1)}/${day} ${time}`;
}
