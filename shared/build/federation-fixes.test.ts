import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  awaitedShared,
  caretSatisfyInFnImport,
  refuseInFnImport,
  startSharedImportsTogether,
} from './federation-fixes';

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

describe('the version check for shared libraries', () => {
  // The lookup as the build makes it: the plugin's semver parser swapped for the caret check.
  const code = () => refuseInFnImport(caretSatisfyInFnImport(pluginFnImportSource()));

  it('no longer imports the plugin’s semver parser', () => {
    expect(pluginFnImportSource()).toContain('__federation_fn_satisfy');
    expect(code()).not.toContain('__federation_fn_satisfy');
  });

  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['19.3.2', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['19.2.9', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['3.1.0', '^3.0.0', true],
    ['3.0.0', '^3.1.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
  ])('offered %s against %s: %s, as semver’s caret', async (offered, required, satisfied) => {
    const picked = pickShared(code(), offered, required);
    if (satisfied) await expect(picked).resolves.toMatchObject({ value: offered });
    else await expect(picked).rejects.toThrow(`this remote needs ${required} but the page offers ${offered}`);
  });

  // Stricter than semver (which lets 5.0.0 meet ^5.0.0-beta.1): our builds never install one, and a shell and a
  // remote built from the same install still pair.
  it('needs the exact version of a prerelease', async () => {
    await expect(pickShared(code(), '5.0.0-beta.1', '^5.0.0-beta.1')).resolves.toMatchObject({
      value: '5.0.0-beta.1',
    });
    await expect(pickShared(code(), '5.0.0', '^5.0.0-beta.1')).rejects.toThrow('needs ^5.0.0-beta.1');
  });
});

const SINGLETONS = ['react', '@marathon/shared', '@marathon/shared/ui'];

/** A chunk as Vite 8 minifies it: two modules, each awaiting its libraries where its imports were. */
const CHUNK =
  'import{t as e}from"./_virtual___federation_fn_import-tk4eU0aE.js";import{t}from"./jsx-runtime-LKYXHABd.js";' +
  'var{i18n:n}=await e(`@marathon/shared`),r={a:1};var{Box:i}=await e(`@marathon/shared/ui`);' +
  'var o=await e(`react`),{useState:s}=await e(`react`);async function l(){return await e(`not-shared`)}' +
  'export{n as i18n,i as Box,o as React,s as useState,r as messages};';

/** Runs a chunk's body with a fake importShared that records when each library starts and ends loading. */
async function runChunk(code: string): Promise<{ events: string[]; exports: Record<string, unknown> }> {
  const events: string[] = [];
  const loaded = new Map<string, Promise<unknown>>();
  const importShared = (name: string) => {
    let load = loaded.get(name);
    if (!load) {
      events.push(`start ${name}`);
      load = new Promise((resolve) => setTimeout(resolve, 5)).then(() => {
        events.push(`end ${name}`);
        return { i18n: 'i18n', Box: 'Box', useState: 'useState' };
      });
      loaded.set(name, load);
    }
    return load;
  };
  const body = code
    .replace(/import\{[^}]*\}from"[^"]*";/g, '')
    .replace(/export\{([^}]*)\};$/, (_all, list: string) => {
      const pairs = list.split(',').map((pair) => pair.split(' as ').reverse().join(':'));
      return `return {${pairs.join(',')}};`;
    });
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (importShared: (name: string) => Promise<unknown>, t: unknown) => Promise<Record<string, unknown>>;
  const exports = await new AsyncFunction('e', 't', body)(importShared, null);
  return { events, exports };
}

describe('loading a chunk’s shared libraries together', () => {
  it('finds the singletons a chunk awaits through importShared, and nothing else', () => {
    expect(awaitedShared(CHUNK, SINGLETONS)).toEqual({
      local: 'e',
      names: ['@marathon/shared', '@marathon/shared/ui', 'react'],
    });
    expect(awaitedShared('var a=await e(`react`);', SINGLETONS)).toBeNull();
  });

  it('starts them all after the imports in one Promise.all, keeping every original await', () => {
    const code = startSharedImportsTogether(CHUNK, SINGLETONS);
    expect(code).toContain(
      'from"./jsx-runtime-LKYXHABd.js";await Promise.all([e("@marathon/shared"),e("@marathon/shared/ui"),e("react")]);var{i18n:n}',
    );
    expect(code.replace(/await Promise\.all\(\[[^\]]*\]\);/, '')).toBe(CHUNK);
  });

  it('waits for the slowest library instead of each in turn, with the same exports', async () => {
    const before = await runChunk(CHUNK);
    const after = await runChunk(startSharedImportsTogether(CHUNK, SINGLETONS));
    expect(before.events.slice(0, 2)).toEqual(['start @marathon/shared', 'end @marathon/shared']);
    expect(after.events.slice(0, 3)).toEqual([
      'start @marathon/shared',
      'start @marathon/shared/ui',
      'start react',
    ]);
    expect(after.exports).toEqual(before.exports);
  });

  it('leaves a chunk that awaits one library, or none, as it is', () => {
    const one = 'import{t as e}from"./_virtual___federation_fn_import-x.js";var a=await e(`react`);';
    expect(startSharedImportsTogether(one, SINGLETONS)).toBe(one);
    expect(startSharedImportsTogether('var a=1;', SINGLETONS)).toBe('var a=1;');
  });
});
