import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { suitesOnDatabase } from './suites-on-database';

let root = '';
const write = (files: Record<string, string>) => {
  root = mkdtempSync(join(tmpdir(), 'suites-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the API suites run again on PostgreSQL', () => {
  it('are those that reach the test database, through helpers and import cycles', () => {
    write({
      'src/test-support/test-database.ts': 'export const db = 1;\n',
      'src/a/helper.ts':
        "import { cycle } from './cycle';\nexport { db } from '../test-support/test-database';\n",
      'src/a/cycle.ts': "import './helper.js';\nexport const cycle = 1;\n",
      'src/a/through-cycle.test.ts': "import { cycle } from './cycle';\n",
      'src/a/lazy.test.ts': "await import('../test-support/test-database');\n",
      'src/b/pure.test.ts': "import { x } from './pure';\nimport { describe } from 'vitest';\n",
      'src/b/pure.ts': 'export const x = 1;\n',
    });
    expect(suitesOnDatabase(root).sort()).toEqual(['src/a/lazy.test.ts', 'src/a/through-cycle.test.ts']);
  });

  it('include the route suites and leave out the pure ones in this repository', () => {
    const suites = suitesOnDatabase(join(import.meta.dirname, '../..'));
    expect(suites).toContain(join('src', 'modules', 'accounts', 'routes.test.ts'));
    expect(suites).not.toContain(join('src', 'platform', 'config', 'config.test.ts'));
  });
});
