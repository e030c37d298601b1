// @ts-check
/**
 * Publishes a remote's build into the folder a static host serves (nginx, a CDN's origin, the local runner),
 * without ever breaking a page that is already open: a page loaded before the deploy still imports the previous
 * build's hashed chunks when it opens its next route, so those are kept. Files are added first and the entry
 * files (remoteEntry.js and its compressed twins, the first-paint manifest) are replaced last, each by an atomic
 * rename, so no visitor ever gets an entry that names a chunk not yet there.
 *
 *   node tools/publish/publish-remote.mjs publish <build dir> <published dir>
 *   node tools/publish/publish-remote.mjs prune <published dir> --older-than-days <N>
 *
 * `prune` removes the files of builds that stopped being current more than N days ago (a page is not kept open
 * for days; the default of docs/DEPLOYMENT.md is 7). What was published when is kept in `.published.json` in the
 * folder (a dotfile: the static hosts do not serve it).
 *
 * Plain JavaScript with no dependencies: it runs wherever a remote is deployed from, with Node alone.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LEDGER_FILE = '.published.json';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Files a page asks for by a fixed name on every load: replaced last and atomically. Everything else is either
 * hashed (never changes under its name) or a plain asset of the same build.
 * @param {string} path a path relative to the build folder, with forward slashes
 */
export function isEntryFile(path) {
  const name = path.replace(/\.(br|gz)$/, '');
  return name === 'remoteEntry.js' || name.endsWith('.json') || name.endsWith('.html');
}

/** @param {string} dir @returns {string[]} every file under dir, relative, with forward slashes */
function listFiles(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * @typedef {{ firstPublished: number, lastCurrent: number }} FileRecord
 * @typedef {{ builds: { at: number, files: number }[], files: Record<string, FileRecord> }} Ledger
 */

/** @param {string} target @returns {Ledger} */
function readLedger(target) {
  const file = join(target, LEDGER_FILE);
  if (!existsSync(file)) return { builds: [], files: {} };
  return /** @type {Ledger} */ (JSON.parse(readFileSync(file, 'utf8')));
}

/** @param {string} target @param {Ledger} ledger */
function writeLedger(target, ledger) {
  const file = join(target, LEDGER_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(ledger, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** @param {string} from @param {string} to */
function copyAtomically(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  const temporary = `${to}.publishing-${process.pid}`;
  copyFileSync(from, temporary);
  renameSync(temporary, to);
}

/**
 * Adds a build to the published folder. Returns what it did.
 * @param {string} build the remote's `dist/`
 * @param {string} target the folder the static host serves for this remote
 * @param {{ now?: number }} [options]
 */
export function publishRemote(build, target, options = {}) {
  if (!existsSync(join(build, 'remoteEntry.js'))) {
    throw new Error(`${build} holds no remoteEntry.js: build the remote first`);
  }
  const now = options.now ?? Date.now();
  mkdirSync(target, { recursive: true });
  const files = listFiles(build);
  const entries = files.filter(isEntryFile);
  const assets = files.filter((file) => !isEntryFile(file));
  for (const file of assets) copyAtomically(join(build, file), join(target, file));
  // The bare entry last: its compressed twins first, so a plain request never precedes the new chunks.
  const order = [...entries].sort((a, b) => Number(a === 'remoteEntry.js') - Number(b === 'remoteEntry.js'));
  for (const file of order) copyAtomically(join(build, file), join(target, file));
  const ledger = readLedger(target);
  for (const file of files) {
    const known = ledger.files[file];
    ledger.files[file] = { firstPublished: known?.firstPublished ?? now, lastCurrent: now };
  }
  ledger.builds.push({ at: now, files: files.length });
  writeLedger(target, ledger);
  return { added: assets.length, entries: entries.length };
}

/**
 * Removes the files no build has named for `days` days (never a file of the current build).
 * @param {string} target
 * @param {number} days
 * @param {{ now?: number }} [options]
 */
export function prunePublished(target, days, options = {}) {
  if (!Number.isFinite(days) || days < 0) throw new Error('--older-than-days must be a number of days ≥ 0');
  const now = options.now ?? Date.now();
  const ledger = readLedger(target);
  const latest = Math.max(0, ...Object.values(ledger.files).map((record) => record.lastCurrent));
  const stale = (/** @type {FileRecord} */ record) =>
    record.lastCurrent !== latest && now - record.lastCurrent >= days * DAY_MS;
  const entries = Object.entries(ledger.files);
  const removed = entries.filter(([, record]) => stale(record)).map(([file]) => file);
  for (const file of removed) {
    const path = join(target, file);
    if (existsSync(path) && statSync(path).isFile()) rmSync(path);
  }
  writeLedger(target, {
    ...ledger,
    files: Object.fromEntries(entries.filter(([, record]) => !stale(record))),
  });
  return { removed };
}

function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'publish' && args.length === 2) {
    const [build = '', target = ''] = args;
    const { added, entries } = publishRemote(build, target);
    console.log(
      `published ${build} → ${target}: ${added} files added or kept, ${entries} entry files replaced`,
    );
    return;
  }
  const days = args.indexOf('--older-than-days');
  if (command === 'prune' && args.length === 3 && days === 1) {
    const { removed } = prunePublished(args[0] ?? '', Number(args[2]));
    console.log(`pruned ${removed.length} files of builds older than ${args[2]} days from ${args[0]}`);
    return;
  }
  console.error(
    'usage: publish-remote.mjs publish <build dir> <published dir>\n' +
      '       publish-remote.mjs prune <published dir> --older-than-days <N>',
  );
  process.exit(2);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
