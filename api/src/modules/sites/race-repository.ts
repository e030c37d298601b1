import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { RacesTable } from './tables';

export async function findRace(db: Kysely<Database>, raceId: string): Promise<Selectable<RacesTable> | null> {
  const row = await db.selectFrom('races').selectAll().where('race_id', '=', raceId).executeTakeFirst();
  return row ?? null;
}

/** Every race with the domains bound to it, in no particular order (`site list`). */
export async function listSites(db: Kysely<Database>) {
  const races = await db.selectFrom('races').select(['race_id', 'race_name', 'start_time']).execute();
  const domains = await db
    .selectFrom('website_domains')
    .select(['race_id', 'domain_name', 'online_status'])
    .execute();
  return races.map((race) => ({
    ...race,
    domains: domains.filter((domain) => domain.race_id === race.race_id),
  }));
}

/** A new race and its domains (online), in one transaction: both or neither. */
export async function insertSite(
  db: Kysely<Database>,
  race: Insertable<RacesTable>,
  domains: readonly { domain: string; websiteName: string }[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('races').values(race).execute();
    await trx
      .insertInto('website_domains')
      .values(
        domains.map(({ domain, websiteName }) => ({
          domain_name: domain,
          race_id: race.race_id,
          website_name: websiteName,
          online_status: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
}
