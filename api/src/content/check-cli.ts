import path from 'node:path';
import { API_ROOT } from '../api-root';
import { checkContentDir } from './check-content-dir';
import { formatProblem } from './problems';

/**
 * `content:check [dir]`: checks a content folder (default: CONTENT_DIR, else api/content, as the API serves) and
 * prints file, JSON path and problem of each error; exit code 1 on any. A relative dir is read from where the
 * command was typed (pnpm runs scripts inside api/, INIT_CWD keeps the caller's directory).
 */
export function main(argv: string[], env: NodeJS.ProcessEnv = process.env): number {
  const [arg] = argv;
  const configured = env.CONTENT_DIR?.trim() ? path.resolve(env.CONTENT_DIR) : path.join(API_ROOT, 'content');
  const dir = arg ? path.resolve(env.INIT_CWD ?? process.cwd(), arg) : configured;
  const report = checkContentDir(dir);
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
