import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../platform/config/config';
import { buildAuthApp } from './accounts';
import { freshTestDatabase, testPostgresUrl, type TestDatabase } from './test-database';

/*
 * Two API instances on one database, as two processes behind a load balancer would be: each has its own
 * connections and nothing in memory in common, so whatever holds across them holds in the database. On SQLite
 * they share a file; in the PostgreSQL project, one database of the server.
 */

async function sharedDatabase(): Promise<TestDatabase> {
  if (testPostgresUrl()) return freshTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-two-'));
  return {
    config: { kind: 'sqlite', file: path.join(dir, 'shared.sqlite') },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TwoInstances {
  apps: [FastifyInstance, FastifyInstance];
  /** Closes both and removes the database. */
  close(): Promise<void>;
}

/** Two instances on one fresh database, started one after the other (the first migrates and seeds). */
export async function twoInstances(overrides: Partial<AppConfig> = {}): Promise<TwoInstances> {
  const database = await sharedDatabase();
  const cleanup: (() => Promise<void>)[] = [() => database.drop()];
  const close = async () => {
    for (const step of cleanup.reverse()) await step();
  };
  try {
    const first = await buildAuthApp({ ...overrides, database: database.config });
    cleanup.push(() => first.close());
    // Both sign alike, as every process of one deployment is configured alike.
    const second = await buildAuthApp({ ...overrides, database: database.config });
    cleanup.push(() => second.close());
    return { apps: [first, second], close };
  } catch (error) {
    await close();
    throw error;
  }
}
