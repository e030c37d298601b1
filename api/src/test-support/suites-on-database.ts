import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Relative imports and re-exports, static or dynamic: the API's own modules are only ever reached this way. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    base.replace(/\.js$/, '.ts'),
    join(base, 'index.ts'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The API's test files that open a test database, directly or through a helper (`root`-relative paths). Only
 * these run a second time on PostgreSQL: a suite that never opens one (the config, the certificate drawing, the
 * SMS signers) would only repeat its SQLite run, at a whole app's import cost per file.
 */
export function suitesOnDatabase(root: string): string[] {
  const database = resolve(root, 'src/test-support/test-database.ts');
  // Who imports each module, over everything the test files reach; then walk back from the database helper.
  const importers = new Map<string, string[]>();
  const read = new Set<string>();
  const walk = (file: string): void => {
    if (read.has(file)) return;
    read.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const next = resolveModule(file, match[1] ?? '');
      if (!next) continue;
      importers.set(next, [...(importers.get(next) ?? []), file]);
      walk(next);
    }
  };
  const suites = testFiles(resolve(root, 'src'));
  suites.forEach(walk);
  const reaching = new Set<string>([database]);
  const queue = [database];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      queue.push(importer);
    }
  }
  return suites.filter((file) => reaching.has(file)).map((file) => relative(root, file));
}
