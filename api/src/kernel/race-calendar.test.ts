import { describe, expect, it } from 'vitest';
import { raceDateOf } from '../modules/results';
import { raceCalendar } from './race-calendar';

const beijing = (isoLocal: string): number => Date.parse(`${isoLocal}+08:00`);
/** A race configured on a Saturday in November: the race starts 07:30, the half at 07:35, the fun run at 08:00. */
const NOVEMBER = {
  raceId: 'nov2025',
  startTime: beijing('2025-11-15T07:30:00'),
  items: [
    {
      itemName: '半程马拉松',
      itemNameEn: 'Half Marathon',
      distanceKm: 21.0975,
      startTime: beijing('2025-11-15T07:35:00'),
    },
    { itemName: '欢乐跑', itemNameEn: 'Fun Run', startTime: beijing('2025-11-15T08:00:00') },
  ],
};

describe('the race calendar', () => {
  it('takes a November Saturday race from the configured race, not the demo formula (third Sunday of April)', () => {
    const calendar = raceCalendar([NOVEMBER]);
    expect(new Date(beijing('2025-11-15T00:00:00') + 8 * 3_600_000).getUTCDay()).toBe(6);
    expect(calendar.raceDayOf(2025)).toBe(NOVEMBER.startTime);
    expect(calendar.raceDayOf(2025)).not.toBe(raceDateOf(2025));
    // Each item's gun is its own start, whatever the edition row stored.
    expect(calendar.gunOf(2025, 'half', raceDateOf(2025))).toBe(beijing('2025-11-15T07:35:00'));
    expect(calendar.gunOf(2025, 'fun', raceDateOf(2025))).toBe(beijing('2025-11-15T08:00:00'));
  });

  it('falls back to the race start for an item without its own, and to the stored date for an unconfigured year', () => {
    const calendar = raceCalendar([{ ...NOVEMBER, items: [] }]);
    expect(calendar.gunOf(2025, 'half')).toBe(NOVEMBER.startTime);
    expect(calendar.raceDayOf(2024)).toBeNull();
    expect(calendar.gunOf(2024, 'half', 123)).toBe(123);
  });

  it('reads the edition as the Beijing year: a race at 07:30 on 1 January belongs to that year', () => {
    const calendar = raceCalendar([{ ...NOVEMBER, startTime: beijing('2026-01-01T07:30:00'), items: [] }]);
    expect(calendar.raceDayOf(2026)).toBe(beijing('2026-01-01T07:30:00'));
    expect(calendar.raceDayOf(2025)).toBeNull();
  });
});
