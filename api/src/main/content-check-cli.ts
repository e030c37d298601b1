import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../platform/config/api-root';
import { loadConfig } from '../platform/config/config';
import { signUpOpeningsByDomain } from '../modules/sites';
import { openDatabase } from '../platform/db/connect';
import { checkContentDir } from '../modules/content';
import { formatProblem } from '../modules/content';

/**
 * When each bound domain's race opens sign-up, from the API's database when there is one to read (nothing is
 * created or migrated: a check changes nothing); otherwise the dates are not compared, and the note says so.
 */
async function signupOpenings(
  env: NodeJS.ProcessEnv,
): Promise<{ opensAt: Map<string, number>; note: string }> {
  const none = (why: string) => ({
    opensAt: new Map<string, number>(),
    note: `(${why}: sign-up dates not compared with the races' windows)`,
  });
  let config;
  try {
    config = loadConfig(env);
  } catch {
    return none('the API settings are incomplete');
  }
  if (config.database.kind === 'sqlite' && !fs.existsSync(config.database.file)) return none('no database');
  const database = openDatabase(config.database);
  try {
    const rows = await signUpOpeningsByDomain(database.db);
    const opensAt = new Map<string, number>();
    for (const row of rows) {
      if (row.sign_up_start_time !== null) opensAt.set(row.domain_name, Number(row.sign_up_start_time));
    }
    return { opensAt, note: '' };
  } catch {
    return none('the database has no races yet');
  } finally {
    await database.close();
  }
}

/**
 * `content:check [dir]`: checks a content folder (default: CONTENT_DIR, else api/content, as the API serves) and
 * prints file, JSON path and problem of each error; exit code 1 on any. A site's signup.json dates are held to its
 * race's sign-up window when the database can be read. A relative dir is read from where the command was typed
 * (pnpm runs scripts inside api/, INIT_CWD keeps the caller's directory).
 */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [arg] = argv;
  const configured = env.CONTENT_DIR?.trim() ? path.resolve(env.CONTENT_DIR) : path.join(API_ROOT, 'content');
  const dir = arg ? path.resolve(env.INIT_CWD ?? process.cwd(), arg) : configured;
  const { opensAt, note } = await signupOpenings(env);
  const report = checkContentDir(dir, (site) => opensAt.get(site));
  if (note) console.log(note);
  if (report.problems.length === 0) {
    console.log(`内容检查通过 / Content check passed: ${dir} (${report.files.length} files)`);
    return 0;
  }
  console.error(
    `内容检查发现 ${report.problems.length} 个问题 / Content check found ${report.problems.length} problem(s) in ${dir}:`,
  );
  for (const problem of report.problems) console.error(`  ${formatProblem(problem)}`);
  return 1;
}
