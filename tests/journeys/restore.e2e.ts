import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@marathon/shared/api';
import { REPO_ROOT, stopProcess } from '@marathon/tools/site';
import { startTestPostgres, type TestPostgres } from '../../api/src/test-support/postgres-server';
import { waitApiReady } from '../support/api-process';
import { runDocumented } from '../support/documented-commands';
import { TEST_PORTS } from '../support/site';
import { bootstrapStaff } from '@marathon/tools/staff-session';

/*
 * A disaster and its recovery, as docs/DEPLOYMENT.md (section 8) tells an operator: a production site on Debian's
 * PostgreSQL, run by an app role that is no superuser and owns its database (as a managed database or a careful
 * administrator sets it up), with its results, a certificate drawn, its content and the last accepted copies of
 * it. The documented backup commands run while the API serves; the API stops, the database and every folder are
 * lost; the documented restore commands bring them back, and a production API serves the same site again. The
 * commands are read from the document itself, so the document is what is tested.
 */
const INSTALLED = ['17', '16', '15']
  .map((version) => `/usr/lib/postgresql/${version}`)
  .find((dir) =>
    ['postgres', 'initdb', 'pg_dump', 'pg_restore', 'createdb', 'psql'].every((tool) =>
      existsSync(`${dir}/bin/${tool}`),
    ),
  );
const PORT = TEST_PORTS.api + 21;
const DOMAIN = 'www.restore.test';
const BIB = '30001';
const CLI = join(REPO_ROOT, 'api/dist/cli.js');

let postgres: TestPostgres;
let scratch: string;
let api: ChildProcess | null = null;

/** Where everything of this deployment lives; the backups go to `backup`, as an operator's would. */
const paths = () => ({
  DATA_DIR: join(scratch, 'data'),
  CONTENT_DIR: join(scratch, 'content'),
  BACKUP: join(scratch, 'backup'),
});

/** The API's production settings: the app role's database, every secret a production start asks for. */
function apiEnv(): NodeJS.ProcessEnv {
  const app = new URL(postgres.url);
  app.username = 'marathon';
  app.pathname = '/marathon';
  return {
    PATH: `${INSTALLED}/bin:${process.env.PATH}`,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATABASE_URL: app.href,
    // A role that may create databases, for the restore's dropdb and createdb.
    ADMIN_URL: postgres.url,
    ...paths(),
    CIPHER_KEY: 'Restore-Test-K16',
    CIPHER_IV: 'Restore-Test-IV6',
    CAPTCHA_SECRET: 'restore-journey-captcha-secret',
    CERTIFICATE_SECRET: 'restore-journey-certificate-secret-0123',
    INTERNAL_API_KEY: 'restore-journey-internal-key-0123456789',
    CODES_DISABLED: 'true',
    SITE_URL: `https://${DOMAIN}`,
    RACE_DATA_SEED: 'none',
    LOG_LEVEL: 'warn',
  };
}

function cli(args: string[]): string {
  const run = spawnSync(process.execPath, [CLI, ...args], { env: apiEnv(), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`cli ${args.join(' ')} failed:\n${run.stderr}${run.stdout}`);
  return run.stdout;
}

async function startApi(): Promise<void> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    env: apiEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  api = child;
  await waitApiReady(PORT, child);
}

async function stopApi(): Promise<void> {
  if (api) await stopProcess(api);
  api = null;
}

const get = (path: string) => fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { host: DOMAIN } });

/** Every file under a folder, by its path inside it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

function psql(sql: string): void {
  const run = spawnSync(`${INSTALLED}/bin/psql`, ['-v', 'ON_ERROR_STOP=1', postgres.url, '-c', sql], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`psql: ${run.stderr}`);
}

describe.skipIf(INSTALLED === undefined)('restoring a backup as docs/DEPLOYMENT.md says', () => {
  beforeAll(async () => {
    postgres = await startTestPostgres(INSTALLED);
    scratch = mkdtempSync(join(tmpdir(), 'marathon-restore-'));
    const { DATA_DIR, CONTENT_DIR, BACKUP } = paths();
    for (const dir of [DATA_DIR, BACKUP]) mkdirSync(dir);
    // The API's shipped content, as the image brings it into its content folder.
    cpSync(join(REPO_ROOT, 'api/content'), CONTENT_DIR, { recursive: true });
    // The administrator's part (section 7): an app role of its own, owning the site's database.
    psql('create role marathon login');
    psql('create database marathon owner marathon');
  }, 240_000);

  afterAll(async () => {
    await stopApi();
    await postgres?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('brings back the database, the data folder (drawn certificates, accepted content) and the content folder', async () => {
    // A live site: migrated, created, its results imported, a certificate drawn and its content served once.
    expect(cli(['migrate'])).toContain('migrated the database');
    cli([
      'site',
      'create',
      '--race-id',
      'yzhm2027',
      '--name',
      '2027扬州鉴真国际半程马拉松',
      '--name-en',
      '2027 Yangzhou Jianzhen International Half Marathon',
      '--race-day',
      '2027-04-18',
      '--domain',
      DOMAIN,
    ]);
    const results = join(scratch, 'results-2027.csv');
    writeFileSync(
      results,
      [
        'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time',
        `${BIB},冯磊,男,30-39,E30001010,half,1:50:00,1:49:30`,
      ].join('\n'),
    );
    // The organisers' import is done as a named staff member: the first administrator, made as an operator makes
    // one (`staff bootstrap`, the link accepted on the running API).
    await startApi();
    const chief = await bootstrapStaff({
      env: apiEnv(),
      apiUrl: (path) => `http://127.0.0.1:${PORT}${path}`,
    });
    await stopApi();
    cli(['results', 'import', '2027', results, '--final', '--as', chief.email]);
    await startApi();
    const index = await get(`/files/sites/${DOMAIN}/index.json`);
    expect(index.status).toBe(200);
    const certificate = await get(`${endpoints.certificate.path}?year=2027&bib=${BIB}&format=png`);
    expect(certificate.status).toBe(200);
    const { DATA_DIR, CONTENT_DIR } = paths();
    const dataFiles = filesUnder(DATA_DIR);
    const contentFiles = filesUnder(CONTENT_DIR);
    // What the API wrote besides the database: the test means something only if these exist.
    expect(dataFiles.some((file) => file.startsWith('content-accepted/'))).toBe(true);
    expect(dataFiles.some((file) => file.startsWith('certificates/'))).toBe(true);
    expect(contentFiles).toContain(`sites/${DOMAIN}/index.json`);

    // The backup, while the API serves.
    runDocumented('backup', apiEnv());

    // Disaster: the APIs stop, the database and the folders are gone.
    await stopApi();
    psql('drop database marathon');
    for (const dir of [DATA_DIR, CONTENT_DIR]) rmSync(dir, { recursive: true, force: true });

    // The documented restore, then a production start on what it brought back.
    runDocumented('restore', apiEnv());
    expect(filesUnder(DATA_DIR)).toEqual(dataFiles);
    expect(filesUnder(CONTENT_DIR)).toEqual(contentFiles);
    await startApi();
    const health = await get(endpoints.health.path).then((r) => r.json());
    expect(health).toMatchObject({ data: { db: 'postgres', status: 'ready' } });
    expect(cli(['site', 'list'])).toContain(DOMAIN);
    const score = await get(`${endpoints.score.path}?year=2027&bib=${BIB}`).then((r) => r.json());
    expect(JSON.stringify(score)).toContain('冯磊');
    expect((await get(`/files/sites/${DOMAIN}/index.json`)).status).toBe(200);
    expect((await get(`${endpoints.certificate.path}?year=2027&bib=${BIB}&format=png`)).status).toBe(200);
  });
});
