import { Migrator, type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import { migrations } from './migrations';

const migratorFor = (db: Kysely<Database>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

/**
 * The migrations this code knows that the database has not had: a production start refuses to serve until they are
 * run (the `migrate` command). Migrations the database has and this code does not know (a newer release's) are
 * fine: a schema change is rolled out additively, so older code keeps working on the newer schema.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await migratorFor(db).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Brings the database up to the latest migration; throws (and the server does not start) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}
