import { loadConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/connect';
import { migrateToLatest, pendingMigrations } from './migrate';

/**
 * `migrate`: brings the configured database to this release's schema, once, before the release's API instances
 * start (they never migrate in production). Migrations are additive, so the previous release keeps running on the
 * migrated schema while instances are replaced one by one.
 */
export async function main(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    console.error(
      'usage: migrate (no arguments; the database is DATABASE_URL, else the SQLite file in DATA_DIR)',
    );
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const pending = await pendingMigrations(database.db);
    await migrateToLatest(database.db);
    console.log(
      pending.length === 0
        ? `the database (${database.kind}) is up to date`
        : `migrated the database (${database.kind}): ${pending.join(', ')}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
