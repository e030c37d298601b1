import type { Kysely } from 'kysely';
import type { AppConfig } from '../platform/config/config';
import { migrateToLatest, pendingMigrations } from './migrate';
import type { Database } from '../platform/db/schema';

/** What an operator types to migrate, in the production image. */
export const MIGRATE_COMMAND = 'node api/dist/cli.js migrate';

/**
 * The database ready for this code: migrated here outside production (one process on a developer's machine), or,
 * in production, checked: every instance and command of a release would otherwise race to migrate, so the
 * `migrate` command runs once before the rollout and a start on an older schema stops, saying so.
 */
export async function ensureSchema(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'migrateAtStart' | 'nodeEnv'>,
  step: (words: string) => void = () => {},
): Promise<void> {
  if (config.migrateAtStart ?? config.nodeEnv !== 'production') {
    step('migrating the database');
    await migrateToLatest(db);
    return;
  }
  step('checking the database schema');
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new Error(
      `The database is not migrated for this version (${pending.length} migration(s) to run, first ${pending[0]}): run \`${MIGRATE_COMMAND}\` once, then start the API`,
    );
  }
}
