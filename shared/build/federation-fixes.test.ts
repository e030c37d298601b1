import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { refuseInFnImport } from './federation-fixes';

/** The federation plugin's own source of the share-scope lookup, as it ships in the installed version. */
function pluginFnImportSource(): string {
  const require = createRequire(import.meta.url);
  const dist = readFileSync(require.resolve('@originjs/vite-plugin-federation'), 'utf8');
  const match = /const federation_fn_import = ("(?:[^"\\]|\\.)*");/.exec(dist);
  if (!match?.[1]) throw new Error('federation_fn_import not found in the plugin');
  return JSON.parse(match[1]) as string;
}

/** Runs the rewritten getSharedFromRuntime against a share scope, with a trivial version check. */
async function pickShared(code: string, offered: string, required: string): Promise<unknown> {
  const body = code
    .replace(/^import .*$/m, '')
    .replace('__rf_var__moduleMap', 'moduleMapArg')
    .replace(/export \{[\s\S]*\}\s*$/, 'return getSharedFromRuntime;');
  const satisfy = (version: string, range: string) => range === `^${version}`;
  const make = new Function('satisfy', 'moduleMapArg', body) as (
    ...args: unknown[]
  ) => (name: string, scope: string) => Promise<unknown>;
  const getShared = make(satisfy, { lib: { requiredVersion: required, import: true } });
  const globals = globalThis as { __federation_shared__?: unknown };
  globals.__federation_shared__ = {
    default: { lib: { [offered]: { get: async () => async () => ({ value: offered }) } } },
  };
  try {
    return await getShared('lib', 'default');
  } finally {
    delete globals.__federation_shared__;
  }
}

describe('refusing an unsatisfied shared version', () => {
  it('throws, naming both versions, where the plugin only logged and fell back to a second copy', async () => {
    const code = refuseInFnImport(pluginFnImportSource());
    expect(code).not.toContain('provider support');
    await expect(pickShared(code, '1.0.0', '^1.1.0')).rejects.toThrow(
      'Shared library lib: this remote needs ^1.1.0 but the page offers 1.0.0',
    );
  });

  it('still hands over the page’s copy when the version satisfies the remote', async () => {
    const code = refuseInFnImport(pluginFnImportSource());
    await expect(pickShared(code, '1.1.0', '^1.1.0')).resolves.toMatchObject({ value: '1.1.0' });
  });
});
