import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { DatabaseConfig } from '../config/config';
import type { Database } from './schema';
import { sqliteDriver } from './sqlite-driver';

export type DatabaseKind = DatabaseConfig['kind'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** pg answers BIGINT as a string (it may exceed 2^53); ours hold epoch milliseconds and counts, which do not. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const SQLite = sqliteDriver();
  const sqlite = new SQLite(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes });
  // An idle connection that dies (the server restarts, an administrator ends it) is dropped by the pool and the
  // next query opens another; unheard, its 'error' event would end the whole process.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const db = config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url);
  return { db, kind: config.kind, close: () => db.destroy() };
}
