// @ts-check
/**
 * Whether the built site is still the build of the sources: `npm start` on a checkout built before skips the build
 * when no source of a built package has changed since (by path, size and modification time, as make judges it)
 * and every build output is there. Plain JavaScript: it runs from the bootstrap, before anything is installed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the build reads: the built packages, the shared code they bundle, and the workspace's own settings. */
export const BUILD_INPUTS = [
  'api',
  'shell',
  'mobile',
  'remote-content',
  'remote-auth',
  'remote-search',
  'remote-signup',
  'remote-admin',
  'shared',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
];

/** What the build writes: each must exist for the last build to count. */
export const BUILD_OUTPUTS = [
  'api/dist',
  'shell/dist',
  'shell/dist-server/main.js',
  'mobile/dist',
  'remote-content/dist',
  'remote-auth/dist',
  'remote-search/dist',
  'remote-signup/dist',
  'remote-admin/dist',
];

/** Folders that are not sources: installs, outputs, data and tool caches. */
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'dist-dev',
  '.data',
  'coverage',
  '.site',
]);

/** @param {string} root @param {string} path @param {string[]} lines */
function walk(root, path, lines) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (!stat.isDirectory()) {
    lines.push(`${path}\t${stat.size}\t${Math.round(stat.mtimeMs)}`);
    return;
  }
  for (const entry of readdirSync(full).sort()) {
    if (NOT_SOURCES.has(entry) || entry.startsWith('.dev-loop-') || entry.endsWith('.tsbuildinfo')) continue;
    walk(root, relative(root, join(full, entry)), lines);
  }
}

/**
 * One hash of every build input's path, size and modification time.
 * @param {string} root the repository
 * @param {string[]} [inputs]
 */
export function sourceFingerprint(root, inputs = BUILD_INPUTS) {
  /** @type {string[]} */
  const lines = [];
  for (const input of inputs) walk(root, input, lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/**
 * Whether the stamp the last build left names these sources, and the build's outputs are all there.
 * @param {string} root @param {string} stampFile
 * @param {{ inputs?: string[], outputs?: string[] }} [options]
 */
export function builtFromSources(root, stampFile, options = {}) {
  const outputs = options.outputs ?? BUILD_OUTPUTS;
  if (!existsSync(stampFile) || outputs.some((output) => !existsSync(join(root, output)))) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return stamp?.sources === sourceFingerprint(root, options.inputs);
  } catch {
    return false;
  }
}

/**
 * Written after a build that succeeded, from the sources as they were before it began (a file saved during the
 * build makes the next start build again).
 * @param {string} stampFile @param {string} sources the fingerprint taken before the build
 */
export function writeBuildStamp(stampFile, sources) {
  writeFileSync(stampFile, `${JSON.stringify({ sources, builtAt: new Date().toISOString() })}\n`);
}
