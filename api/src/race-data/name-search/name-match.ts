import { sql, type AliasableExpression, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { nameKeys, type NameQuery } from './name-keys';

type Results = ExpressionBuilder<Database, 'race_results'>;

/**
 * The first string after every string that starts with `prefix` (letters a–z only): the prefix with its last
 * letter raised ('wangl' → 'wangm', 'az' → 'b'); null when nothing is after it ('zz'). A range [prefix, next) on a
 * B-tree index finds every key that starts with the prefix, on SQLite and PostgreSQL alike, without LIKE.
 */
export function nextPrefix(prefix: string): string | null {
  const trimmed = prefix.replace(/z+$/, '');
  if (trimmed === '') return null;
  return trimmed.slice(0, -1) + String.fromCharCode(trimmed.charCodeAt(trimmed.length - 1) + 1);
}

type KeyColumn = 'name_pinyin' | 'name_pinyin_rev' | 'name_initials';

function startsWith(eb: Results, column: KeyColumn, prefix: string): Expression<SqlBool> {
  const next = nextPrefix(prefix);
  const from = eb(column, '>=', prefix);
  return next === null ? from : eb.and([from, eb(column, '<', next)]);
}

/** What a name search compares, worked out once from the typed query. */
export interface NameMatch {
  /** The rows that match: each term reads a range of one (year, key) index. */
  where: (eb: Results) => Expression<SqlBool>;
  /** 0 for an exact match of the whole name (or its pinyin, reversed pinyin, initials), 1 for a prefix. */
  rank: (eb: Results) => AliasableExpression<number>;
}

export function nameMatch(query: NameQuery): NameMatch {
  if (query.kind === 'han') {
    // Characters: the pinyin index narrows to the name's sound, the characters themselves then decide.
    const { name_pinyin: sound } = nameKeys(query.key);
    const like = `${query.key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return {
      where: (eb) =>
        eb.and([startsWith(eb, 'name_pinyin', sound), sql<SqlBool>`name_key like ${like} escape '\\'`]),
      rank: (eb) => eb.case().when('name_key', '=', query.key).then(0).else(1).end(),
    };
  }
  const { letters } = query;
  const columns: KeyColumn[] = ['name_pinyin', 'name_pinyin_rev', 'name_initials'];
  return {
    where: (eb) => eb.or(columns.map((column) => startsWith(eb, column, letters))),
    rank: (eb) =>
      eb
        .case()
        .when(eb.or(columns.map((column) => eb(column, '=', letters))))
        .then(0)
        .else(1)
        .end(),
  };
}
