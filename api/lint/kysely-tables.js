// @ts-check
/**
 * The table names one piece of syntax hands to Kysely: the first argument of a query builder's table method
 * (`selectFrom('races as r')`, `insertInto('users')`, a join, a schema change), the names a `sql` template writes
 * after FROM / JOIN / INTO / UPDATE, and `sql.table('x')`. Read from the syntax alone, so the lint rule and the
 * boundary count (api/scripts/boundaries.mjs) see the same uses without the type checker.
 */

/** Kysely methods whose first argument names a table (or a list of them). */
const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'using',
  'createTable',
  'alterTable',
  'dropTable',
]);

/** `'races as r'` → `races`; anything that is not a plain table name gives null. */
function tableOfText(/** @type {string} */ text) {
  const name =
    text
      .trim()
      .split(/\s+as\s+/i)[0]
      ?.trim() ?? '';
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : null;
}

/** @param {any} node */
function stringsOf(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return [node.quasis[0].value.cooked];
  if (node?.type === 'ArrayExpression') return node.elements.flatMap(stringsOf);
  return [];
}

/** SQL words after which a table name follows. */
const SQL_TABLE_WORDS = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * @param {any} node a CallExpression or TaggedTemplateExpression
 * @returns {string[]} table names, possibly not tables at all (a CTE's name): callers compare with known tables
 */
export function tablesNamedBy(node) {
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
    const method = node.callee.property.type === 'Identifier' ? node.callee.property.name : null;
    if (method === null) return [];
    if (TABLE_METHODS.has(method)) {
      return stringsOf(node.arguments[0])
        .map(tableOfText)
        .filter((name) => name !== null);
    }
    // sql.table('races')
    if (method === 'table' && node.callee.object.type === 'Identifier' && node.callee.object.name === 'sql') {
      return stringsOf(node.arguments[0])
        .map(tableOfText)
        .filter((name) => name !== null);
    }
    return [];
  }
  if (node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && node.tag.name === 'sql') {
    const text = node.quasi.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked ?? '').join(' ');
    return [...text.matchAll(SQL_TABLE_WORDS)].map((match) => match[1].toLowerCase());
  }
  return [];
}
