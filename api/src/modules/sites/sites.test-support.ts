import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** Moves every configured race's race day (the edition is its year): for tests standing before or after one. */
export async function moveRaceDay(db: Kysely<Database>, raceDay: number): Promise<void> {
  await db.updateTable('races').set({ start_time: raceDay }).execute();
}
