import type { Kysely } from 'kysely';
import { REGISTRATION_STATUS } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';

/** Tests of the bibs and pickup: an entry confirmed as the season does once it is paid. */
export async function confirmEntry(db: Kysely<Database>, year: number, regNo: number): Promise<void> {
  await db
    .updateTable('race_registrations')
    .set({ status: REGISTRATION_STATUS.confirmed })
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .execute();
}
