import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exposes } from '../../vite.config';

/** The remote's folder: the exposed files are named from there. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SPECIFIER =
  /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const CHAKRA = /^@marathon\/shared\/ui(-interactive)?$|^@chakra-ui\/|^@emotion\//;

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this extension
    }
  }
  throw new Error(`${specifier} (from ${from}) not found`);
}

/** Every package a module loads, following the remote's own files (a CSS file imported ?inline loads none). */
function packagesOf(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (specifier.startsWith('.')) {
        if (!specifier.includes('?')) walk(resolveLocal(file, specifier));
      } else {
        found.set(specifier, file);
      }
    }
  };
  walk(entry);
  return found;
}

describe("the content remote's modules", () => {
  it.each(Object.keys(exposes))(
    "%s loads nothing of Chakra's (neither directly nor through a module of its own)",
    (name) => {
      const packages = packagesOf(resolve(root, exposes[name as keyof typeof exposes]));
      expect(packages.has('@marathon/shared')).toBe(true);
      const chakra = [...packages]
        .filter(([found]) => CHAKRA.test(found))
        .map(([found, file]) => `${found} in ${file}`);
      expect(chakra).toEqual([]);
    },
  );
});
