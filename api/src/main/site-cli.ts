import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { API_ROOT } from '../platform/config/api-root';
import { loadConfig } from '../platform/config/config';
import { listSites } from '../modules/sites';
import { openDatabase } from '../platform/db/connect';
import { ensureSchema } from './schema-ready';
import type { Database } from '../platform/db/schema';
import { createSite } from '../modules/content';
import { createSiteSchema } from '../modules/content';

/** The seeded site's files: what a new site starts from unless --template names another folder. */
export const DEFAULT_TEMPLATE = path.join(API_ROOT, 'content/sites/localhost');

const USAGE = `usage: node api/dist/cli.js site <command>

  create --race-id <id> --name <中文名> --name-en <English name> --race-day <YYYY-MM-DD>
         --domain <host> [--domain <host> …] [--start <HH:MM>]
         [--signup-start <YYYY-MM-DD>] [--signup-end <YYYY-MM-DD>] [--template <folder>]
      creates the race, binds each domain to it (online) and starts each domain's content folder
      (CONTENT_DIR/sites/<domain>/) from the template (default: the seeded site, api/content/sites/localhost),
      with the race's names and dates replaced. Times are Beijing time; start defaults to 07:30, the sign-up
      window to 90 to 60 days before race day. Nothing is changed if any check fails.
  list   the races and the domains bound to them`;

type Print = (line: string) => void;

async function list(db: Kysely<Database>, print: Print): Promise<number> {
  const sites = await listSites(db);
  if (sites.length === 0) print('no race yet: create one with `site create`');
  for (const race of sites) {
    const day = new Date(race.start_time + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const shown = race.domains.map((d) =>
      d.online_status === 1 ? d.domain_name : `${d.domain_name} (offline)`,
    );
    print(`${race.race_id}  ${day}  ${race.race_name}  ${shown.join(', ') || '(no domain)'}`);
  }
  return 0;
}

/** The site commands on an open database and content folder; `main` opens the configured ones. */
export async function run(
  db: Kysely<Database>,
  contentDir: string,
  argv: string[],
  print: Print,
  printError: Print,
): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'list' && rest.length === 0) return list(db, print);
  if (command !== 'create') {
    printError(USAGE);
    return 2;
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: false,
      options: {
        'race-id': { type: 'string' },
        name: { type: 'string' },
        'name-en': { type: 'string' },
        'race-day': { type: 'string' },
        start: { type: 'string' },
        'signup-start': { type: 'string' },
        'signup-end': { type: 'string' },
        domain: { type: 'string', multiple: true },
        template: { type: 'string' },
      },
    }));
  } catch (error) {
    printError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const input = createSiteSchema.safeParse({
    raceId: values['race-id'],
    name: values.name,
    nameEn: values['name-en'],
    raceDay: values['race-day'],
    startTime: values.start,
    signupStart: values['signup-start'],
    signupEnd: values['signup-end'],
    domains: values.domain ?? [],
  });
  if (!input.success) {
    const flag = (key: string) =>
      ({
        raceId: '--race-id',
        nameEn: '--name-en',
        raceDay: '--race-day',
        startTime: '--start',
        signupStart: '--signup-start',
        signupEnd: '--signup-end',
        domains: '--domain',
      })[key] ?? `--${key}`;
    for (const issue of input.error.issues) {
      printError(
        `${flag(String(issue.path[0] ?? ''))}: ${issue.code === 'invalid_type' ? 'is required' : issue.message}`,
      );
    }
    printError(`\n${USAGE}`);
    return 2;
  }
  // pnpm runs the script inside api/: a relative path means the caller's directory.
  const template = values.template
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.template)
    : DEFAULT_TEMPLATE;
  const result = await createSite(db, contentDir, template, input.data);
  for (const line of result.lines) (result.ok ? print : printError)(line);
  return result.ok ? 0 : 1;
}

export async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await ensureSchema(database.db, config);
    return await run(database.db, config.contentDir, argv, console.log, console.error);
  } finally {
    await database.close();
  }
}
