// @ts-check
/**
 * Counts how well api/src keeps its boundaries, as the lint rules see them:
 * - pairs of parts that import each other both ways (a part is a module, a platform slice, the kernel, main, or
 *   for a file outside those a top-level folder of src/);
 * - tables queried (or changed) from more than one part, outside migrations and tests;
 * - import cycles between files (strongly connected groups of more than one file).
 *
 *   node api/scripts/boundaries.mjs          # the counts and what they count
 *   node api/scripts/boundaries.mjs --json   # the same as JSON
 *   node api/scripts/boundaries.mjs --src ../other/api/src   # another tree (e.g. main's, for the figures before)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parser } from 'typescript-eslint';
import { tablesNamedBy } from '../lint/kysely-tables.js';

const srcAt = process.argv.indexOf('--src');
const SRC =
  srcAt === -1
    ? fileURLToPath(new URL('../src', import.meta.url))
    : path.resolve(process.argv[srcAt + 1] ?? '.');

/** @returns {string[]} */
function sourceFiles(/** @type {string} */ dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const isTest = (/** @type {string} */ file) => /\.test\.ts$/.test(file);
const isMigration = (/** @type {string} */ file) => /migration/.test(path.basename(file));

/** The part a file belongs to. */
export function partOf(/** @type {string} */ relative) {
  const [first, second] = relative.split('/');
  if (
    (first === 'modules' || first === 'platform') &&
    second !== undefined &&
    relative.split('/').length > 2
  ) {
    return `${first}/${second}`;
  }
  if (first === 'kernel' || first === 'main') return first;
  return relative.includes('/') ? first : '(root)';
}

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node.type === 'string') visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    walk(node[key], visit);
  }
}

function resolveImport(/** @type {string} */ from, /** @type {string} */ specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')]) {
    try {
      if (readFileSync(candidate) && candidate.match(/\.(ts|mjs)$/)) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function analyse() {
  const files = sourceFiles(SRC).filter((file) => !isTest(file));
  /** @type {Map<string, Set<string>>} */
  const imports = new Map();
  /** @type {Map<string, Set<string>>} table → parts using it */
  const tableUses = new Map();
  const knownTables = new Set();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const { ast } = parser.parseForESLint(code, {
      sourceType: 'module',
      ecmaVersion: 'latest',
      range: false,
    });
    const targets = new Set();
    /** @type {string[]} */
    const tables = [];
    walk(ast, (node) => {
      const source =
        node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        (node.type === 'ExportNamedDeclaration' && node.source)
          ? node.source.value
          : node.type === 'ImportExpression' && node.source.type === 'Literal'
            ? node.source.value
            : null;
      if (typeof source === 'string') {
        const target = resolveImport(file, source);
        if (target) targets.add(target);
      }
      if (node.type === 'CallExpression' || node.type === 'TaggedTemplateExpression') {
        const named = tablesNamedBy(node);
        if (
          node.type === 'CallExpression' &&
          node.callee.type === 'MemberExpression' &&
          node.callee.property.name === 'createTable'
        ) {
          for (const name of named) knownTables.add(name);
        }
        tables.push(...named);
      }
    });
    imports.set(file, targets);
    if (!isMigration(file)) {
      const part = partOf(path.relative(SRC, file));
      for (const table of tables) {
        if (!tableUses.has(table)) tableUses.set(table, new Set());
        tableUses.get(table)?.add(part);
      }
    }
  }

  // Parts importing each other both ways.
  /** @type {Map<string, Set<string>>} */
  const partImports = new Map();
  for (const [file, targets] of imports) {
    const from = partOf(path.relative(SRC, file));
    for (const target of targets) {
      const to = partOf(path.relative(SRC, target));
      if (to === from) continue;
      if (!partImports.has(from)) partImports.set(from, new Set());
      partImports.get(from)?.add(to);
    }
  }
  const bothWays = [];
  for (const [from, tos] of partImports) {
    for (const to of tos) if (from < to && partImports.get(to)?.has(from)) bothWays.push(`${from} ↔ ${to}`);
  }

  const shared = [...tableUses]
    .filter(([table, parts]) => knownTables.has(table) && parts.size > 1)
    .map(([table, parts]) => `${table}: ${[...parts].sort().join(', ')}`)
    .sort();

  return {
    files: files.length,
    tables: knownTables.size,
    bothWays: bothWays.sort(),
    sharedTables: shared,
    cycles: cyclesOf(imports).map((group) => group.map((file) => path.relative(SRC, file)).sort()),
  };
}

/** Strongly connected groups of more than one file (Tarjan), or a file importing itself. */
function cyclesOf(/** @type {Map<string, Set<string>>} */ graph) {
  let index = 0;
  /** @type {Map<string, { index: number, low: number }>} */
  const marks = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const groups = [];
  const visit = (/** @type {string} */ node) => {
    const mark = { index, low: index };
    index += 1;
    marks.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      const seen = marks.get(next);
      if (!seen) {
        visit(next);
        mark.low = Math.min(mark.low, marks.get(next)?.low ?? mark.low);
      } else if (onStack.has(next)) {
        mark.low = Math.min(mark.low, seen.index);
      }
    }
    if (mark.low === mark.index) {
      const group = [];
      let member;
      do {
        member = stack.pop() ?? node;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) groups.push(group);
    }
  };
  for (const node of graph.keys()) if (!marks.has(node)) visit(node);
  return groups;
}

const result = analyse();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log(`api/src: ${result.files} source files (tests left out), ${result.tables} tables`);
  console.log(`\nparts importing each other both ways: ${result.bothWays.length}`);
  for (const pair of result.bothWays) console.log(`  ${pair}`);
  console.log(`\ntables queried from more than one part: ${result.sharedTables.length}`);
  for (const line of result.sharedTables) console.log(`  ${line}`);
  console.log(`\nimport cycles (groups of files): ${result.cycles.length}`);
  for (const group of result.cycles) console.log(`  ${group.length} files: ${group.join(', ')}`);
}
