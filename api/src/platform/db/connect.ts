import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
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

/**
 * Transactions that take the write lock when they begin (BEGIN IMMEDIATE). Kysely's plain BEGIN defers it to the
 * first write, and a transaction that reads and then writes while another process wrote meanwhile fails at once
 * with SQLITE_BUSY(_SNAPSHOT), the busy timeout never consulted: two API processes on one file answered a share of
 * simultaneous writes (payment notifications, say) with 500s. Taken at the start, the lock is waited for instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const SQLite = sqliteDriver();
  const sqlite = new SQLite(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}

/**
 * The connections one API process holds at most, by default: the database's max_connections must cover this for
 * every process (and the listening connection of each, and the CLIs'); DATABASE_POOL_MAX sets it.
 */
export const DEFAULT_POOL_MAX = 10;
/**
 * A request waits this long for a connection (none free, or the database not answering) before it is answered
 * 503: a database away costs a visitor a few seconds and a clear message, never a hang.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** A connection unused this long is closed: after a busy minute the process gives back what it no longer needs. */
const IDLE_TIMEOUT_MS = 30_000;

function openPostgres(url: string, max: number): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    types: pgTypes,
  });
  // An idle connection that dies (the server restarts, an administrator ends it) is dropped by the pool and the
  // next query opens another; unheard, its 'error' event would end the whole process.
  pool.on('error', () => undefined);
  // The pool listens to its connections only while they are idle: one ended while lent out (between two queries
  // of a transaction, say) would also end the process. Its query fails, and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const db =
    config.kind === 'sqlite'
      ? openSqlite(config.file)
      : openPostgres(config.url, config.poolMax ?? DEFAULT_POOL_MAX);
  return { db, kind: config.kind, close: () => db.destroy() };
}
