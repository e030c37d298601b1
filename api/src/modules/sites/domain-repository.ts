import type { Kysely } from 'kysely';
import type { DomainBinding } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';

/** The race an online domain is bound to; null when the domain is unknown or taken offline. */
export async function findDomainBinding(
  db: Kysely<Database>,
  domainName: string,
): Promise<DomainBinding | null> {
  const row = await db
    .selectFrom('website_domains')
    .select(['domain_name', 'race_id'])
    .where('domain_name', '=', domainName)
    .where('online_status', '=', 1)
    .executeTakeFirst();
  return row ? { raceId: row.race_id, domainName: row.domain_name } : null;
}

/** Every domain bound online to a race: the shell's server serves these hosts and refuses any other. */
export async function listBoundDomains(db: Kysely<Database>): Promise<{ domains: string[] }> {
  const rows = await db
    .selectFrom('website_domains')
    .select('domain_name')
    .where('online_status', '=', 1)
    .orderBy('domain_name')
    .execute();
  return { domains: rows.map((row) => row.domain_name) };
}

/** Whether a host is a domain bound online to a race (the CORS check of bound sites); false before migration. */
export async function isBoundOnline(db: Kysely<Database>, host: string): Promise<boolean> {
  try {
    const row = await db
      .selectFrom('website_domains')
      .select('domain_name')
      .where('domain_name', '=', host)
      .where('online_status', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  } catch {
    // Before the first migration the table is not there yet: no bound domain.
    return false;
  }
}

/** The bindings among these domains, whatever their state (a new site may take none of them). */
export const bindingsAmong = (db: Kysely<Database>, domains: readonly string[]) =>
  db
    .selectFrom('website_domains')
    .select(['domain_name', 'race_id'])
    .where('domain_name', 'in', domains)
    .execute();

/** Each bound domain with its race's sign-up opening (the content check's window of the site). */
export const signUpOpeningsByDomain = (db: Kysely<Database>) =>
  db
    .selectFrom('website_domains')
    .innerJoin('races', 'races.race_id', 'website_domains.race_id')
    .select(['website_domains.domain_name', 'races.sign_up_start_time'])
    .execute();
