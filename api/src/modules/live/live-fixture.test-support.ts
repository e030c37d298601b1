import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { hashPersonal, maskIdNumber } from '../../kernel/identity';
import { writeEdition } from '../results/store';
import type { RaceRegistrationsTable } from '../registrations/tables';

/** A live year's start list for tests, journeys and the bench: half runners H1…, fun runners F1…, gun at `gunAt`. */
export async function writeLiveYear(
  db: Kysely<Database>,
  { year, gunAt, half, fun = 0 }: { year: number; gunAt: number; half: number; fun?: number },
): Promise<void> {
  const registration = (index: number, item: 'half' | 'fun'): RaceRegistrationsTable => {
    const id = `3210021990${String(index).padStart(7, '0')}${item === 'half' ? '1' : '2'}`.slice(0, 18);
    const name = `${item === 'half' ? '跑者' : '欢乐'}${index}`;
    return {
      year,
      reg_no: (item === 'half' ? 0 : 1_000_000) + index,
      race_item: item,
      name,
      name_key: name,
      gender: index % 2 === 0 ? 2 : 1,
      birth_year: 1990,
      age_group: '30-39',
      nationality: 'CN',
      id_hash: hashPersonal(id),
      id_masked: maskIdNumber(id),
      phone_hash: hashPersonal(`1380000${String(index).padStart(4, '0')}`),
      phone_masked: '138****0000',
      channel: 3,
      status: 1,
      bib: `${item === 'half' ? 'H' : 'F'}${index}`,
      corral: 'A',
      registered_at: gunAt - 90 * 86_400_000,
    };
  };
  const registrations = [
    ...Array.from({ length: half }, (_, index) => registration(index + 1, 'half')),
    ...Array.from({ length: fun }, (_, index) => registration(index + 1, 'fun')),
  ];
  await writeEdition(db, { year, raceDate: gunAt, resultsStatus: 0, registrations });
}

/** The ID number writeLiveYear gives a runner (what the runner proves their bib with). */
export function liveIdNumber(index: number, item: 'half' | 'fun' = 'half'): string {
  return `3210021990${String(index).padStart(7, '0')}${item === 'half' ? '1' : '2'}`.slice(0, 18);
}
