// @ts-check
/**
 * The API's boundary rules (plugin.js) judged by ESLint's own RuleTester on files placed where they would live in
 * api/src, against the real tables.ts of each module: what the rules refuse and what they let through.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './plugin.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
/** A file's path as if it lived at `relative` under api/src. */
const at = (/** @type {string} */ relative) => path.join(src, ...relative.split('/'));

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

describe('the layers rule', () => {
  tester.run('layers', plugin.rules.layers, {
    valid: [
      { filename: at('modules/live/state.ts'), code: "import { results } from '../results';" },
      { filename: at('modules/live/state.ts'), code: "import { results } from '../results/index';" },
      { filename: at('modules/live/state.ts'), code: "import { ingest } from './ingest';" },
      { filename: at('modules/live/state.ts'), code: "import { route } from '../../platform/http/route';" },
      { filename: at('modules/live/state.ts'), code: "import { beijingTime } from '../../kernel/clock';" },
      { filename: at('main/app.ts'), code: "import { live } from '../modules/live';" },
      { filename: at('main/app.ts'), code: "import { config } from '../platform/config/config';" },
      { filename: at('platform/http/route.ts'), code: "import { identity } from '../../kernel/identity';" },
      { filename: at('modules/live/state.ts'), code: "import Fastify from 'fastify';" },
    ],
    invalid: [
      {
        filename: at('modules/live/state.ts'),
        code: "import { store } from '../results/store';",
        errors: [{ messageId: 'intoModule' }],
      },
      {
        filename: at('main/app.ts'),
        code: "export { store } from '../modules/results/store';",
        errors: [{ messageId: 'intoModule' }],
      },
      {
        filename: at('modules/live/state.ts'),
        code: "const app = await import('../../main/app');",
        errors: [{ messageId: 'intoMain' }],
      },
      {
        filename: at('platform/http/route.ts'),
        code: "import { live } from '../../modules/live';",
        errors: [{ messageId: 'upward' }],
      },
      {
        filename: at('kernel/clock.ts'),
        code: "import { db } from '../platform/db/schema';",
        errors: [{ messageId: 'upward' }],
      },
      {
        filename: at('modules/live/state.ts'),
        code: "import { testApp } from '../../test-support/test-app';",
        errors: [{ messageId: 'testSupport' }],
      },
    ],
  });
});

describe('the own-tables rule', () => {
  tester.run('own-tables', plugin.rules['own-tables'], {
    valid: [
      // live owns live_passings; a CTE's name belongs to nobody.
      { filename: at('modules/live/state.ts'), code: "db.selectFrom('live_passings as p').selectAll();" },
      { filename: at('modules/live/state.ts'), code: "db.with('recent', q).selectFrom('recent');" },
      { filename: at('modules/results/store.ts'), code: "db.insertInto('race_results').values(row);" },
      { filename: at('modules/live/state.ts'), code: 'results.finishersOf(year);' },
    ],
    invalid: [
      {
        filename: at('modules/live/state.ts'),
        code: "db.selectFrom('race_results').selectAll();",
        errors: [
          {
            messageId: 'others',
            data: { table: 'race_results', owner: 'modules/results', self: 'modules/live' },
          },
        ],
      },
      {
        filename: at('modules/live/state.ts'),
        code: "db.selectFrom('live_passings as p').innerJoin('race_registrations as r', 'r.bib', 'p.bib');",
        errors: [{ messageId: 'others' }],
      },
      {
        filename: at('modules/signup/store.ts'),
        code: 'sql`update website_domains set online_status = 1`;',
        errors: [{ messageId: 'others' }],
      },
      {
        filename: at('main/app.ts'),
        code: "db.deleteFrom('users');",
        errors: [{ messageId: 'others' }],
      },
    ],
  });
});
