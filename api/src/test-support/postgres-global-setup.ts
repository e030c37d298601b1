import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startTestPostgres } from './postgres-server';
import { TEMPLATE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server whose superuser may create databases; unset where the tests run on SQLite. */
    postgresUrl: string;
  }
}

/**
 * For the test project that runs the API suites on PostgreSQL: TEST_DATABASE_URL when it names a server (a
 * role that may create databases), otherwise a throwaway server started here and stopped after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    // A server that outlives the run may hold the template of an older schema: start from a new one.
    const dropTemplate = async () => {
      const client = new pg.Client({ connectionString: given });
      await client.connect();
      await client.query(`drop database if exists ${TEMPLATE}`).finally(() => client.end());
    };
    await dropTemplate();
    project.provide('postgresUrl', given);
    return dropTemplate;
  }
  const server = await startTestPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
