import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The event's clock: Yangzhou is on China Standard Time (UTC+8) whatever the visitor's own time zone. */
export const EVENT_UTC_OFFSET_MINUTES = 8 * 60;

/** Dates go through the page's one dayjs, whose locale follows the language switch, shown in event time. */
export function formatDate(epochMs: number, pattern: string): string {
  return dayjs(epochMs).utcOffset(EVENT_UTC_OFFSET_MINUTES).format(pattern);
}

/** Document dates read YYYY.MM.DD. */
export const formatDocumentDate = (epochMs: number): string => formatDate(epochMs, 'YYYY.MM.DD');
