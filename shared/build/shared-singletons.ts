import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The libraries the page holds one copy of. Versions are read from the installed packages so
 * the host offers exactly what the remotes were built against; subpath entries need them set by hand because the
 * federation plugin looks for a package.json at `<name>/package.json`.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['@emotion/react', '@emotion/react'],
  // zustand, i18next and react-i18next live inside @marathon/shared (one store, one i18n instance), and
  // react-router-dom and Chakra inside the re-export modules: each is one copy on the page, tree-shaken.
  ['@marathon/shared', '@marathon/shared'],
  ['@marathon/shared/ui', '@marathon/shared'],
  ['@marathon/shared/ui-interactive', '@marathon/shared'],
  ['@marathon/shared/form', '@marathon/shared'],
  ['@marathon/shared/router', '@marathon/shared'],
] as const;

export type SharedName = (typeof SINGLETONS)[number][0];
export const SHARED_NAMES: readonly SharedName[] = SINGLETONS.map(([name]) => name);

export function versionOf(packageName: string, fromDir: string): string {
  const require = createRequire(join(fromDir, 'package.json'));
  let dir = dirname(
    require.resolve(packageName === '@marathon/shared' ? '@marathon/shared/package.json' : packageName),
  );
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === packageName && manifest.version) return manifest.version;
    } catch {
      // no package.json at this level: keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no version found for ${packageName}`);
    dir = parent;
  }
}

export interface SharedEntry {
  version: string;
  requiredVersion: string;
  packagePath?: string;
}

/** The `shared` option of the federation plugin for an app in `appDir`. */
export function federationShared(appDir: string): Record<string, SharedEntry> {
  const result: Record<string, SharedEntry> = {};
  for (const [name, packageName] of SINGLETONS) {
    const version = versionOf(packageName, appDir);
    result[name] = { version, requiredVersion: `^${version}` };
  }
  return result;
}
