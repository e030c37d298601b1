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
