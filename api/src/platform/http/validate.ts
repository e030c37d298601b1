import type { z } from 'zod';
import { ApiFailure, bilingual } from './api-failure';
import { API_CODE } from '@marathon/shared/api';
import type { LocalizedText } from './localized-text';

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What is wrong with one field, in both languages; the wording is ours, not zod's, so it stays stable. */
function describe(issue: Issue, input: unknown): { zh: string; en: string } {
  const value = valueAt(input, issue.path);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { zh: '不能为空', en: 'is required' };
  }
  switch (issue.code) {
    case 'too_big':
      return {
        zh: `超出长度或范围（最大 ${String(issue.maximum)}）`,
        en: `is too long or too large (max ${String(issue.maximum)})`,
      };
    case 'too_small':
      return {
        zh: `长度或数值过小（最小 ${String(issue.minimum)}）`,
        en: `is too short or too small (min ${String(issue.minimum)})`,
      };
    case 'invalid_format':
      return { zh: '格式不正确', en: 'has an invalid format' };
    case 'invalid_type':
      return { zh: '类型不正确', en: `must be of type ${issue.expected}` };
    case 'unrecognized_keys':
      return { zh: '含有不支持的字段', en: 'has unsupported fields' };
    default:
      return { zh: '无效', en: 'is invalid' };
  }
}

/** The request's own fields, e.g. "domainName" or "items.0.name"; "body" for the whole payload. */
function fieldName(issue: Issue, where: string): string {
  return issue.path.length > 0 ? issue.path.map(String).join('.') : where;
}

/** "参数错误：domainName 不能为空" or "Invalid parameters: domainName is required" (at most three fields named). */
export function formatIssues(issues: readonly Issue[], input: unknown, where: string): LocalizedText {
  const seen = new Set<string>();
  const zh: string[] = [];
  const en: string[] = [];
  for (const issue of issues) {
    const field = fieldName(issue, where);
    if (seen.has(field)) continue;
    seen.add(field);
    const text = describe(issue, input);
    zh.push(`${field} ${text.zh}`);
    en.push(`${field} ${text.en}`);
    if (seen.size === 3) break;
  }
  return bilingual(`参数错误：${zh.join('；')}`, `Invalid parameters: ${en.join('; ')}`);
}

/** Parses request input with a shared schema; a mismatch is an ApiFailure 400 with a bilingual message. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'body' | 'headers',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiFailure(API_CODE.badRequest, formatIssues(result.error.issues, input, where));
}
