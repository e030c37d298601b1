import type pg from 'pg';

/*
 * What a PostgreSQL restart or failover does to an API's connections, done to one test database only (other test
 * files share the server): from an administrator's connection, every connection to the database is ended, or new
 * ones refused, for a while.
 */

/** The database URL with the connections it opens named, so they can be counted per API instance on the server. */
export function namedUrl(url: string, name: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
}

/** The connections to `database` by application_name (the administrator's own not counted). */
export async function connectionsByName(admin: pg.Client, database: string): Promise<Map<string, number>> {
  const rows = await admin.query<{ name: string; count: string }>(
    `select application_name as name, count(*) as count from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid() group by application_name`,
    [database],
  );
  return new Map(rows.rows.map((row) => [row.name, Number(row.count)]));
}

/** Ends every connection to `database` as soon as it appears, for `ms`. */
export async function endConnections(admin: pg.Client, database: string, ms: number): Promise<void> {
  const until = performance.now() + ms;
  do {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
  } while (performance.now() < until);
}

/**
 * The database away for at least `ms`, as a server that is down: new connections refused and those open ended.
 * `meanwhile` runs during it (the outage lasts until it is done too); its result is returned.
 */
export async function databaseAway<T>(
  admin: pg.Client,
  database: string,
  ms: number,
  meanwhile: () => Promise<T> = async () => undefined as T,
): Promise<T> {
  await admin.query(`alter database ${database} allow_connections false`);
  try {
    // Every open connection ended once before `meanwhile` starts, so it cannot find one still open.
    await endConnections(admin, database, 0);
    const [result] = await Promise.all([meanwhile(), endConnections(admin, database, ms)]);
    return result;
  } finally {
    await admin.query(`alter database ${database} allow_connections true`);
  }
}
