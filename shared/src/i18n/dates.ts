import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import utc from 'dayjs/plugin/utc';
import type { Language } from '../constants';
import { DAYJS_LOCALE } from './page-language';

dayjs.extend(utc);

/** The event's clock: Yangzhou is on China Standard Time (UTC+8) whatever the visitor's own time zone. */
export const EVENT_UTC_OFFSET_MINUTES = 8 * 60;

/** Dates go through the page's one dayjs, whose locale follows the language switch, shown in event time. */
export function formatDate(epochMs: number, pattern: string): string {
  return dayjs(epochMs).utcOffset(EVENT_UTC_OFFSET_MINUTES).format(pattern);
}

/** Document dates read YYYY.MM.DD. */
export const formatDocumentDate = (epochMs: number): string => formatDate(epochMs, 'YYYY.MM.DD');

/** How each language writes a moment: '2026/03/01 09:00', '01 Mar 2026, 09:00'. */
const DATE_TIME_PATTERN: Record<Language, string> = { zh: 'YYYY/MM/DD HH:mm', en: 'DD MMM YYYY, HH:mm' };

/**
 * A moment in event time (a deadline, a submission) written the way the given language writes it. The language is
 * explicit because a FixedLanguage block may show another than the page's.
 */
export function formatDateTime(epochMs: number, language: Language): string {
  return dayjs(epochMs)
    .utcOffset(EVENT_UTC_OFFSET_MINUTES)
    .locale(DAYJS_LOCALE[language])
    .format(DATE_TIME_PATTERN[language]);
}
