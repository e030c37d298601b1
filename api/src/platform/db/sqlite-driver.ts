import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver's package for a Node version. better-sqlite3 before 13 wraps its objects with the old
 * node::ObjectWrap: on Node 24 a statement collected while no JavaScript runs asks for the current environment
 * and the whole process aborts (`Assertion failed: (env) != nullptr` in RemoveEnvironmentCleanupHook; it ended
 * API test processes here on Node 24.21, and can end a serving API at any garbage collection). 13 is a Node-API
 * addon with prebuilt binaries in its package, but it needs Node 22 (it crashes on 20). Both have one API.
 */
export function sqliteDriverPackage(nodeVersion: string): 'better-sqlite3' | 'better-sqlite3-napi' {
  return Number(nodeVersion.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
}

/** The driver for the Node this process runs on. */
export function sqliteDriver(): typeof BetterSqlite3 {
  const load = createRequire(import.meta.url);
  return load(sqliteDriverPackage(process.versions.node)) as typeof BetterSqlite3;
}
