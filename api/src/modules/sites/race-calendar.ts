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
      let items: z.infer<typeof itemTimesSchema>;
      try {
        items = itemTimesSchema.parse(JSON.parse(row.item_time_setting));
      } catch {
        items = [];
      }
      return { raceId: row.race_id, startTime: Number(row.start_time), items };
    }),
  );
}
