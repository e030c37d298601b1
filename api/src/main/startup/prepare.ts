import type { Kysely } from 'kysely';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/schema';
import { ensureSchema } from '../schema-ready';
import { seedIfEmpty } from '../../modules/sites';
import { raceDataSeedFrom, seedRaceDataIfEmpty } from '../../modules/results';
import { resolveAuthSettings } from '../../modules/accounts';
import { seedDemoAccountIfMissing } from './demo-account';
import type { StartupState } from './state';

/** Told each step of a start as it begins; the server prints them, tests collect them. */
export type ProgressReporter = (step: string) => void;

/**
 * Everything a start does to the database, in order, moving `state` along. Production seeds nothing invented:
 * no development race bound to `localhost`, no generated runners, no demo account.
 */
export async function prepareData(
  db: Kysely<Database>,
  config: AppConfig,
  state: StartupState,
  report: ProgressReporter = () => {},
): Promise<void> {
  const step = (words: string): void => {
    state.step = words;
    report(words);
  };
  await ensureSchema(db, config, step);
  if (config.nodeEnv !== 'production') {
    step('seeding the development race (bound to localhost)');
    await seedIfEmpty(db);
  }
  if (config.nodeEnv === 'development') {
    step('seeding the demo account');
    await seedDemoAccountIfMissing(db, resolveAuthSettings(config).scryptLogN);
  }
  const size = raceDataSeedFrom(process.env, config.nodeEnv);
  if (size !== 'none') {
    state.phase = 'seeding-race-data';
    step(`seeding race data (${size}) when the database has none`);
    await seedRaceDataIfEmpty(db, size, (year) => step(`seeding race data: ${year} written`));
  }
  state.phase = 'ready';
  step('ready');
}
