import { describe, expect, it } from 'vitest';
import { i18n } from '@marathon/shared';
import { authMessages, registerAuthMessages } from './messages';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('auth strings', () => {
  it('zh and en have the same keys, none empty', () => {
    expect(keys(authMessages.zh).sort()).toEqual(keys(authMessages.en).sort());
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
});
