import type { Kysely } from 'kysely';
import { REGISTRATION_STATUS } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import type { RaceRegistrationsTable } from './tables';

/** Tests of the bibs and pickup: an entry confirmed as the season does once it is paid. */
export async function confirmEntry(db: Kysely<Database>, year: number, regNo: number): Promise<void> {
  await db
    .updateTable('race_registrations')
    .set({ status: REGISTRATION_STATUS.confirmed })
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .execute();
}

/** Tests of the season: an entry of the half waiting for the draw, registered `registeredAt`. */
export function pendingEntry(year: number, regNo: number, registeredAt: number): RaceRegistrationsTable {
  return {
    year,
    reg_no: regNo,
    race_item: 'half',
    name: `跑者${regNo}`,
    name_key: `跑者${regNo}`,
    gender: 1,
    birth_year: 1990,
    age_group: 'M35',
    nationality: 'CN',
    id_hash: `id${regNo}`,
    id_masked: '1101********002X',
    phone_hash: `p${regNo}`,
    phone_masked: '139****0000',
    channel: 3,
    status: REGISTRATION_STATUS.submitted,
    bib: null,
    corral: null,
    registered_at: registeredAt,
  };
}
