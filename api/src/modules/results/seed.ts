import type { Kysely } from 'kysely';
import { RESULTS_STATUS } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { EDITION_PLANS, generateEdition, type SeedSize } from './generator';
import { editionRows } from './rows';
import { writeEdition } from './store';

export type RaceDataSeed = SeedSize | 'none';

/**
 * RACE_DATA_SEED picks the seeded race data: 'full' (the content's numbers: 40,920 registrations in 2024), 'small'
 * (a few hundred per year, the same people, for tests that start a fresh database often) or 'none'. Unit and API
 * tests (NODE_ENV test) default to small; production defaults to none: a real site never shows invented runners.
 */
export function raceDataSeedFrom(env: NodeJS.ProcessEnv, nodeEnv: string): RaceDataSeed {
  const value = env.RACE_DATA_SEED?.trim();
  if (value === 'full' || value === 'small' || value === 'none') return value;
  if (value) throw new Error(`RACE_DATA_SEED: "${value}" is not one of full, small, none`);
  if (nodeEnv === 'production') return 'none';
  return nodeEnv === 'test' ? 'small' : 'full';
}

/**
 * Seeds 2023 (final results) and 2024 (provisional) when the database holds no race year yet; an operator's own
 * imported years are never touched.
 */
export async function seedRaceDataIfEmpty(
  db: Kysely<Database>,
  size: RaceDataSeed,
  onYearWritten: (year: number) => void = () => {},
): Promise<boolean> {
  if (size === 'none') return false;
  const existing = await db.selectFrom('race_editions').select('year').limit(1).executeTakeFirst();
  if (existing) return false;
  for (const plan of EDITION_PLANS[size]) {
    const edition = generateEdition(plan);
    const rows = editionRows(edition);
    await writeEdition(db, {
      year: edition.year,
      raceDate: edition.raceDate,
      resultsStatus: plan.year === 2024 ? RESULTS_STATUS.provisional : RESULTS_STATUS.final,
      ...rows,
    });
    onYearWritten(edition.year);
  }
  return true;
}
