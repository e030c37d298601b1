// @ts-check
/**
 * The API's boundaries as lint rules (api/src; eslint.config.js turns them on, lint-rules.test.js proves them):
 *
 * - `layers`: main/ (the composition root) may import any layer, a module only through its index.ts; a module (modules/<name>/) imports platform/,
 *   kernel/ and another module only through its public index.ts; platform/ imports kernel/ and platform/ only;
 *   kernel/ imports kernel/ only. Nothing imports main/ or, outside tests, test-support/.
 * - `own-tables`: a module or platform slice names in its queries only the tables it declares in its own
 *   tables.ts (`interface Database { … }` inside `declare module '…/platform/db/schema'`), so no module reads or
 *   writes another's tables; it asks that module's index instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tablesNamedBy } from './kysely-tables.js';

/** The part of api/src a file belongs to: { layer, name } (name: the module or platform slice). */
function partOf(/** @type {string} */ file) {
  const marker = `${path.sep}api${path.sep}src${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at === -1) return null;
  const src = file.slice(0, at + marker.length - 1);
  const segments = file.slice(at + marker.length).split(path.sep);
  const [layer, name] = segments;
  if (segments.length === 1) return { src, layer: '(root)', name: null, rest: segments };
  // `modules/live` (its index) or `modules/live/state.ts`: the module is named either way.
  if ((layer === 'modules' || layer === 'platform') && segments.length >= 2) {
    return { src, layer, name: (name ?? '').replace(/\.ts$/, ''), rest: segments.slice(2) };
  }
  return { src, layer, name: null, rest: segments.slice(1) };
}

const isIndex = (/** @type {string[]} */ rest) =>
  rest.length === 0 || (rest.length === 1 && /^index(\.ts)?$/.test(rest[0] ?? ''));

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'main → modules → platform → kernel; a module is reached only through its index.ts',
    },
    messages: {
      intoModule:
        "Import module '{{name}}' through its public index ('{{index}}'), not its file '{{file}}': a module's insides are its own.",
      upward: '{{layer}}/ may import only {{allowed}}: {{file}} is in {{target}}/.',
      intoMain: 'Nothing imports main/: it is the composition root that wires everything else.',
      testSupport: 'test-support/ is for tests only.',
    },
    schema: [],
  },
  create(context) {
    const from = partOf(context.filename);
    if (!from || from.layer === 'test-support') return {};
    /** @param {any} node */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = partOf(path.resolve(path.dirname(context.filename), specifier));
      if (!target) return;
      const file = path.relative(from.src, path.resolve(path.dirname(context.filename), specifier));
      if (target.layer === 'main' && from.layer !== 'main') {
        return context.report({ node: node.source, messageId: 'intoMain' });
      }
      if (target.layer === 'test-support') {
        return context.report({ node: node.source, messageId: 'testSupport' });
      }
      const allowed = {
        main: ['main', 'modules', 'platform', 'kernel'],
        modules: ['modules', 'platform', 'kernel'],
        platform: ['platform', 'kernel'],
        kernel: ['kernel'],
        '(root)': ['modules', 'platform', 'kernel', '(root)'],
      }[from.layer] ?? ['modules', 'platform', 'kernel'];
      if (!allowed.includes(target.layer)) {
        return context.report({
          node: node.source,
          messageId: 'upward',
          data: { layer: from.layer, allowed: allowed.join('/, ') + '/', file, target: target.layer },
        });
      }
      if (
        target.layer === 'modules' &&
        (from.layer !== 'modules' || target.name !== from.name) &&
        !isIndex(target.rest)
      ) {
        context.report({
          node: node.source,
          messageId: 'intoModule',
          data: { name: target.name ?? '', index: `modules/${target.name}/index.ts`, file },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Tables each part declares, read from its tables.ts; cached by the file's modification time. */
const declaredCache = new Map();
function declaredTables(/** @type {string} */ tablesFile) {
  let stat;
  try {
    stat = fs.statSync(tablesFile);
  } catch {
    return null;
  }
  const cached = declaredCache.get(tablesFile);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.tables;
  const text = fs.readFileSync(tablesFile, 'utf8');
  const tables = new Set();
  for (const block of text.matchAll(/interface\s+Database\s*\{([^}]*)\}/g)) {
    for (const key of (block[1] ?? '').matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)) tables.add(key[1]);
  }
  declaredCache.set(tablesFile, { mtimeMs: stat.mtimeMs, tables });
  return tables;
}

/** Every part's tables: table → owner ('modules/live'). */
function owners(/** @type {string} */ src) {
  /** @type {Map<string, string>} */
  const byTable = new Map();
  for (const layer of ['modules', 'platform']) {
    const folder = path.join(src, layer);
    for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
      const tables = declaredTables(path.join(src, layer, name, 'tables.ts'));
      for (const table of tables ?? []) byTable.set(table, `${layer}/${name}`);
    }
  }
  return byTable;
}

/** @type {import('eslint').Rule.RuleModule} */
const ownTables = {
  meta: {
    type: 'problem',
    docs: { description: "a module queries only the tables its own tables.ts declares; never another's" },
    messages: {
      others:
        "Table '{{table}}' belongs to {{owner}}: ask {{owner}}/index.ts for what you need instead of querying it from {{self}}.",
    },
    schema: [],
  },
  create(context) {
    const from = partOf(context.filename);
    if (!from) return {};
    const self = from.name ? `${from.layer}/${from.name}` : from.layer;
    const mine =
      from.name && (from.layer === 'modules' || from.layer === 'platform')
        ? (declaredTables(path.join(from.src, from.layer, from.name, 'tables.ts')) ?? new Set())
        : new Set();
    const allOwners = owners(from.src);
    /** @param {any} node */
    const check = (node) => {
      for (const table of tablesNamedBy(node)) {
        if (mine.has(table)) continue;
        const owner = allOwners.get(table);
        // A name nobody declares is not one of our tables (a CTE, a subquery's alias).
        if (owner === undefined) continue;
        context.report({ node, messageId: 'others', data: { table, owner, self } });
      }
    };
    return { CallExpression: check, TaggedTemplateExpression: check };
  },
};

export default { rules: { layers, 'own-tables': ownTables } };
