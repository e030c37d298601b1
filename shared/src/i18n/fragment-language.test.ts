import { describe, expect, it } from 'vitest';
import { fragmentLanguage } from './fragment-language';

describe('fragmentLanguage', () => {
  it('marks a Latin-only name inside a Chinese page as English', () => {
    expect(fragmentLanguage('Anna Schmidt', 'zh')).toBe('en');
  });

  it('marks a Chinese-only name inside an English page as Chinese', () => {
    expect(fragmentLanguage('张伟', 'en')).toBe('zh-CN');
  });

  it('leaves text in the page language, mixed text and empty text alone', () => {
    expect(fragmentLanguage('张伟', 'zh')).toBeUndefined();
    expect(fragmentLanguage('Anna Schmidt', 'en')).toBeUndefined();
    expect(fragmentLanguage('扬州 Half Marathon', 'zh')).toBeUndefined();
    expect(fragmentLanguage('2024', 'zh')).toBeUndefined();
    expect(fragmentLanguage('', 'en')).toBeUndefined();
    expect(fragmentLanguage(undefined, 'en')).toBeUndefined();
  });
});
