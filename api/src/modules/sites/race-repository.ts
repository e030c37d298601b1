import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { RacesTable } from './tables';

export async function findRace(db: Kysely<Database>, raceId: string): Promise<Selectable<RacesTable> | null> {
  const row = await db.selectFrom('races').selectAll().where('race_id', '=', raceId).executeTakeFirst();
  return row ?? null;
}
