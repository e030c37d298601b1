import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatDocumentDate } from './dates';

const originalTimeZone = process.env.TZ;

afterEach(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

describe('formatDocumentDate (YYYY.MM.DD, in China time)', () => {
  it.each([
    ['2025-01-14T17:00:00Z', '2025.01.15'],
    ['2025-01-14T15:59:59Z', '2025.01.14'],
    ['2025-01-14T16:00:00Z', '2025.01.15'],
    ['2024-12-31T16:00:00Z', '2025.01.01'],
    ['2025-03-09T00:00:00Z', '2025.03.09'],
  ])('%s shows %s', (instant, shown) => {
    expect(formatDocumentDate(Date.parse(instant))).toBe(shown);
  });

  it.each([
    ['America/Los_Angeles', 480],
    ['UTC', 0],
    ['Asia/Tokyo', -540],
    ['Pacific/Kiritimati', -840],
  ])('does not depend on the visitor time zone (%s)', (zone, offsetMinutes) => {
    process.env.TZ = zone;
    // The zone really applies to this process's local time.
    expect(new Date(Date.parse('2025-01-14T17:00:00Z')).getTimezoneOffset()).toBe(offsetMinutes);
    expect(formatDocumentDate(Date.parse('2025-01-14T17:00:00Z'))).toBe('2025.01.15');
    expect(formatDocumentDate(Date.parse('2025-01-14T15:59:59Z'))).toBe('2025.01.14');
  });
});

describe('formatDateTime', () => {
  it('writes a moment in event time the way each language does', () => {
    process.env.TZ = 'America/Los_Angeles';
    const moment = Date.parse('2026-03-01T01:05:00Z');
    expect(formatDateTime(moment, 'zh')).toBe('2026/03/01 09:05');
    expect(formatDateTime(moment, 'en')).toBe('01 Mar 2026, 09:05');
  });

  it('crosses midnight, the month and the year on the event clock', () => {
    process.env.TZ = 'UTC';
    expect(formatDateTime(Date.parse('2025-01-18T20:30:00Z'), 'zh')).toBe('2025/01/19 04:30');
    expect(formatDateTime(Date.parse('2024-12-31T16:00:00Z'), 'en')).toBe('01 Jan 2025, 00:00');
    expect(formatDateTime(Date.parse('2025-12-01T03:07:00Z'), 'en')).toBe('01 Dec 2025, 11:07');
  });
});
