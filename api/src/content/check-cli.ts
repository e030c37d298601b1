import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContentDir } from './check-content-dir';
import { formatProblem } from './problems';

/**
 * `pnpm --filter @marathon/api content:check [dir]` or `npx tsx api/src/content/check-cli.ts [dir]`: checks a
 * content folder (default: api/content) and prints file, JSON path and problem of each error; exit code 1 on any.
 * A relative dir is read from where the command was typed (pnpm runs scripts inside api/, INIT_CWD keeps the
 * caller's directory).
 */
const DEFAULT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
const arg = process.argv[2];
const dir = arg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg) : DEFAULT_DIR;

const report = checkContentDir(dir);
if (report.problems.length === 0) {
  console.log(`内容检查通过 / Content check passed: ${dir} (${report.files.length} files)`);
} else {
  console.error(
    `内容检查发现 ${report.problems.length} 个问题 / Content check found ${report.problems.length} problem(s) in ${dir}:`,
  );
  for (const problem of report.problems) console.error(`  ${formatProblem(problem)}`);
  process.exitCode = 1;
}
