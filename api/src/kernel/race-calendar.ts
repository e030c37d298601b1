import { RACE_ITEM_DISTANCE_KM, type RaceItem } from '@marathon/shared/api';
import { beijingTime } from './clock';

/** What the calendar reads of one configured race (a `races` row): its start and each race item's own start. */
export interface ConfiguredRace {
  raceId: string;
  /** The gun of the race (epoch ms): `races.start_time`. */
  startTime: number;
  /** The race items' own starts (`item_time_setting`), by name as the organiser wrote them. */
  items: readonly {
    itemName: string;
    itemNameEn?: string | undefined;
    distanceKm?: number | undefined;
    startTime: number;
  }[];
}

/** The edition (year) a moment belongs to, as the organiser reads it: the Beijing year, not the UTC one. */
export function editionOf(moment: number): number {
  return Number(beijingTime(moment).slice(0, 4));
}

/** Which of our race items a configured item is: the half marathon by its distance or name, else the fun run. */
function raceItemOf(item: ConfiguredRace['items'][number]): RaceItem | null {
  const names = `${item.itemName} ${item.itemNameEn ?? ''}`.toLowerCase();
  if (
    (item.distanceKm !== undefined && Math.abs(item.distanceKm - RACE_ITEM_DISTANCE_KM.half) < 0.1) ||
    /半程|half/.test(names)
  ) {
    return 'half';
  }
  if (/欢乐跑|fun/.test(names)) return 'fun';
  return null;
}

/**
 * The one race calendar: when each edition's race is and when each race item's gun goes, read from the
 * configured races (`races`), for the sign-up, the results import and the live feed alike. A year no race is
 * configured for (a demo or past edition) has no configured day: its edition row's stored date stands in.
 */
export interface RaceCalendar {
  /** The configured race day (gun of the race) of an edition; null when no race is configured for that year. */
  raceDayOf(year: number): number | null;
  /**
   * The gun of a race item in a year: the configured item's own start, else the race's start, else `stored` (the
   * edition row's date, for a year no race is configured for), else null.
   */
  gunOf(year: number, item: RaceItem, stored?: number | null): number | null;
}

export function raceCalendar(races: readonly ConfiguredRace[]): RaceCalendar {
  const byYear = new Map<number, ConfiguredRace>();
  // Two races in one year: the earlier is that year's edition (as `site create` makes one race per edition).
  for (const race of [...races].sort((a, b) => a.startTime - b.startTime)) {
    const year = editionOf(race.startTime);
    if (!byYear.has(year)) byYear.set(year, race);
  }
  return {
    raceDayOf: (year) => byYear.get(year)?.startTime ?? null,
    gunOf(year, item, stored = null) {
      const race = byYear.get(year);
      if (!race) return stored;
      const own = race.items.find((candidate) => raceItemOf(candidate) === item);
      return own?.startTime ?? race.startTime;
    },
  };
}
