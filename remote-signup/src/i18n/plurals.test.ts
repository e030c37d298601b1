import { i18n } from '@marathon/shared';
import { describe, expect, it } from 'vitest';
import { registerSignupMessages } from './messages';

registerSignupMessages();

describe('counts go through the plural rules', () => {
  it("an application's documents", () => {
    expect(i18n.getFixedT('en')('signup.member.documentsCount', { count: 1 })).toBe('1 document');
    expect(i18n.getFixedT('en')('signup.member.documentsCount', { count: 0 })).toBe('0 documents');
    expect(i18n.getFixedT('en')('signup.member.documentsCount', { count: 4 })).toBe('4 documents');
    expect(i18n.getFixedT('zh')('signup.member.documentsCount', { count: 1 })).toBe('1 份材料');
  });
});
