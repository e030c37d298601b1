import { describe, expect, it } from 'vitest';
import { i18n } from './instance';
import { isMessageKey, type MessageKey } from './resources';

describe('typed translation keys', () => {
  it('accept the bundled keys and refuse a misspelt one at compile time (the typecheck runs this file)', () => {
    const known: MessageKey = 'common.retry';
    // @ts-expect-error a misspelt key does not compile
    const misspelt: MessageKey = 'common.retyr';
    expect(i18n.getFixedT('en')(known)).toBe('Retry');
    expect(isMessageKey(misspelt)).toBe(false);
  });

  it('isMessageKey tells our keys from words already translated (a server message)', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('手机号已注册')).toBe(false);
  });
});
