import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** What the sign-up reads of the race a site shows: its race day and its sign-up window (epoch ms). */
export interface RaceSchedule {
  raceDay: number;
  signUpStart: number | null;
  signUpEnd: number | null;
}

/** The race day and sign-up window of the race a domain is bound to; null when no online race is bound. */
export async function raceScheduleOf(db: Kysely<Database>, domain: string): Promise<RaceSchedule | null> {
  const row = await db
    .selectFrom('website_domains as d')
    .innerJoin('races as r', 'r.race_id', 'd.race_id')
    .select(['r.start_time', 'r.sign_up_start_time', 'r.sign_up_end_time'])
    .where('d.domain_name', '=', domain)
    .where('d.online_status', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return { raceDay: row.start_time, signUpStart: row.sign_up_start_time, signUpEnd: row.sign_up_end_time };
}
