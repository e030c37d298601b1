import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/connect';
import { migrateToLatest } from '../main/migrate';
import { seedIfEmpty } from '../modules/sites/seed';
import { raceDataSeedFrom, seedRaceDataIfEmpty } from '../modules/results/seed';

export interface TestDatabase {
  config: DatabaseConfig;
  /** Removes the database; the app that used it closes its connections first. */
  drop(): Promise<void>;
}

/** The PostgreSQL server of this test project, or undefined when the project runs on SQLite. */
export const testPostgresUrl = (): string | undefined => inject('postgresUrl');

/** Migrated and seeded once per server, then copied for each test app: a copy costs a third of a fresh start. */
export const TEMPLATE = 'marathon_test_template';
/** Any number: the advisory lock under which one test worker builds the template while the others wait. */
const TEMPLATE_LOCK = 7_000_007;

const databaseUrl = (server: string, name: string): string => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withClient<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let template: Promise<void> | undefined;

/** Builds the template through the app's own migrations and seed, the way a fresh server starts. */
function ensureTemplate(server: string): Promise<void> {
  template ??= withClient(server, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
      if (found.rowCount) return;
      const building = `${TEMPLATE}_building`;
      await client.query(`drop database if exists ${building}`);
      await client.query(`create database ${building}`);
      const handle = openDatabase({ kind: 'postgres', url: databaseUrl(server, building) });
      try {
        await migrateToLatest(handle.db);
        await seedIfEmpty(handle.db);
        await seedRaceDataIfEmpty(handle.db, raceDataSeedFrom(process.env, 'test'));
      } finally {
        await handle.close();
      }
      await client.query(`alter database ${building} rename to ${TEMPLATE}`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/**
 * A fresh database for one test app: in memory on SQLite, or a database of its own on the project's PostgreSQL
 * server (so tests in parallel never see each other's rows), already migrated and seeded.
 */
export async function freshTestDatabase(): Promise<TestDatabase> {
  const server = testPostgresUrl();
  if (!server) return { config: { kind: 'sqlite', file: ':memory:' }, drop: async () => undefined };
  await ensureTemplate(server);
  const name = `marathon_test_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`create database ${name} template ${TEMPLATE}`));
  return {
    config: { kind: 'postgres', url: databaseUrl(server, name) },
    drop: async () => {
      await withClient(server, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * What to run when a test app closes (buildApp's onClose): its own pool first (the app closes it again after,
 * harmlessly), then the drop.
 */
export function dropOnClose(database: TestDatabase | undefined): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    if (!database) return;
    await app.context.db.destroy();
    await database.drop();
  };
}
