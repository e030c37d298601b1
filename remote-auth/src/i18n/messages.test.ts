import { describe, expect, it } from 'vitest';
import { i18n } from '@marathon/shared';
import { authMessages, registerAuthMessages } from './messages';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** Chinese has one plural form (`_other`), English two (`_one`, `_other`): compare the keys without them. */
const baseKeys = (value: unknown): string[] => [
  ...new Set(keys(value).map((key) => key.replace(/_(one|other)$/, ''))),
];

describe('auth strings', () => {
  it('zh and en have the same keys, none empty', () => {
    expect(baseKeys(authMessages.zh).sort()).toEqual(baseKeys(authMessages.en).sort());
    registerAuthMessages();
    for (const key of keys(authMessages.zh)) {
      expect(i18n.getResource('zh', 'translation', key)).toMatch(/\S/);
      expect(i18n.getResource('en', 'translation', key)).toMatch(/\S/);
    }
  });

  it('the countdown reads N秒后重试 / Retrieve in N seconds', () => {
    registerAuthMessages();
    expect(i18n.getFixedT('zh')('auth.countdown', { count: 42 })).toBe('42秒后重试');
    expect(i18n.getFixedT('en')('auth.countdown', { count: 42 })).toBe('Retrieve in 42 seconds');
  });

  it('the last second is singular in English, through the plural rules', () => {
    registerAuthMessages();
    expect(i18n.getFixedT('en')('auth.countdown', { count: 1 })).toBe('Retrieve in 1 second');
    expect(i18n.getFixedT('zh')('auth.countdown', { count: 1 })).toBe('1秒后重试');
  });
});
