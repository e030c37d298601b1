import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtFromSources, sourceFingerprint, writeBuildStamp } from './build-stamp.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A checkout of one package, built once: its source, its output and the stamp the build left. */
function builtCheckout() {
  const root = mkdtempSync(join(tmpdir(), 'marathon-stamp-'));
  dirs.push(root);
  for (const dir of ['app/src', 'app/dist', 'app/node_modules/dep'])
    mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'app/src/main.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'app/dist/main.js'), 'export const a=1;');
  writeFileSync(join(root, 'app/node_modules/dep/index.js'), '');
  const options = { inputs: ['app', 'package.json'], outputs: ['app/dist'] };
  const stamp = join(root, 'stamp.json');
  writeBuildStamp(stamp, sourceFingerprint(root, options.inputs));
  return { root, stamp, options };
}

describe('the build stamp of npm start', () => {
  it('counts the last build while no source changed, whatever the install and the outputs did', () => {
    const { root, stamp, options } = builtCheckout();
    expect(builtFromSources(root, stamp, options)).toBe(true);
    writeFileSync(join(root, 'app/node_modules/dep/index.js'), 'changed');
    writeFileSync(join(root, 'app/dist/other.js'), '');
    expect(builtFromSources(root, stamp, options)).toBe(true);
  });

  it('builds again after a source is saved, added or removed, or when an output is missing', () => {
    const saved = builtCheckout();
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(saved.root, 'app/src/main.ts'), later, later);
    expect(builtFromSources(saved.root, saved.stamp, saved.options)).toBe(false);

    const added = builtCheckout();
    writeFileSync(join(added.root, 'package.json'), '{}');
    expect(builtFromSources(added.root, added.stamp, added.options)).toBe(false);

    const missing = builtCheckout();
    rmSync(join(missing.root, 'app/dist'), { recursive: true });
    expect(builtFromSources(missing.root, missing.stamp, missing.options)).toBe(false);

    const never = builtCheckout();
    expect(builtFromSources(never.root, join(never.root, 'no-stamp.json'), never.options)).toBe(false);
  });
});
