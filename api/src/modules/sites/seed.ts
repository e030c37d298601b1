import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { SEED_DOMAIN, SEED_RACE_ID, seedRace } from './seed-data';

/**
 * Fills an empty database with the development race and binds `localhost` to it. It does nothing once there is
 * any race, so an operator's own data is never touched; the conflict clauses make two servers starting at once safe.
 */
export async function seedIfEmpty(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  const existing = await db.selectFrom('races').select('race_id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('races')
      .values(seedRace(now))
      .onConflict((oc) => oc.column('race_id').doNothing())
      .execute();
    await trx
      .insertInto('website_domains')
      .values({
        domain_name: SEED_DOMAIN,
        race_id: SEED_RACE_ID,
        website_name: '扬州鉴真国际半程马拉松',
        online_status: 1,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('domain_name').doNothing())
      .execute();
  });
  return true;
}
