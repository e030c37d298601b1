import type { Kysely } from 'kysely';
import { z } from 'zod';
import { raceItemTimeSchema } from '@marathon/shared/api';
import { raceCalendar, type RaceCalendar } from '../../kernel/race-calendar';
import type { Database } from '../../platform/db/schema';

const itemTimesSchema = z.array(raceItemTimeSchema);

/**
 * The race calendar of the configured races: every race's start and its items' starts. A race whose item times
 * do not read as a list keeps its own start for every item (the race information route reports the fault).
 */
export async function readRaceCalendar(db: Kysely<Database>): Promise<RaceCalendar> {
  const rows = await db.selectFrom('races').select(['race_id', 'start_time', 'item_time_setting']).execute();
  return raceCalendar(
    rows.map((row) => {
      return {
        raceId: row.race_id,
        startTime: Number(row.start_time),
        items: itemTimesOf(row.item_time_setting),
      };
    }),
  );
}

/** A race's item times, or none when the stored setting does not read as a list of them. */
function itemTimesOf(setting: string): z.infer<typeof itemTimesSchema> {
  try {
    return itemTimesSchema.parse(JSON.parse(setting));
  } catch {
    return [];
  }
}
