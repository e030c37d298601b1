import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@marathon/tools/site';

const DEPLOYMENT_DOC = join(REPO_ROOT, 'docs/DEPLOYMENT.md');

/**
 * The shell commands docs/DEPLOYMENT.md gives an operator under `<!-- commands: NAME -->`: the fenced `sh` block
 * right after that line, as written (a journey runs the documented procedure itself, not a copy of it).
 */
export function documentedCommands(name: string): string {
  const doc = readFileSync(DEPLOYMENT_DOC, 'utf8');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`<!-- commands: ${escaped} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\\n\`\`\``).exec(
    doc,
  )?.[1];
  if (!block) throw new Error(`docs/DEPLOYMENT.md has no "commands: ${name}" block`);
  return block;
}

/**
 * Runs documented commands with bash, stopping at the first that fails (`set -euo pipefail`), from the
 * repository's root (where `node api/dist/cli.js` is, as in the API's image), with `env` on top of this
 * process's environment. Throws with the output when a command fails.
 */
export function runDocumented(name: string, env: NodeJS.ProcessEnv): string {
  const commands = documentedCommands(name);
  const run = spawnSync('bash', ['-c', `set -euo pipefail\n${commands}`], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    throw new Error(
      `the documented "${name}" commands failed (exit ${run.status}):\n${run.stderr}${run.stdout}`,
    );
  }
  return run.stdout;
}
