import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromCookie } from './language-cookie';

describe('languageFromCookie', () => {
  it('reads the language cookie among others, as document.cookie and a Cookie header list them', () => {
    expect(languageFromCookie('language=en')).toBe('en');
    expect(languageFromCookie('token=abc; language=en; theme=dark')).toBe('en');
    expect(languageFromCookie('theme=dark;language=en')).toBe('en');
    expect(languageFromCookie('language=zh')).toBe('zh');
  });

  it('falls back to zh when there is no cookie, or no language cookie', () => {
    expect(languageFromCookie(undefined)).toBe('zh');
    expect(languageFromCookie('')).toBe('zh');
    expect(languageFromCookie('xlanguage=en; language-old=en')).toBe('zh');
  });

  it.each(['fr', 'EN', 'en-US', 'zh-CN', 'english', '', '%E0%A4%A'])(
    'falls back to zh for the value %j',
    (value) => {
      expect(languageFromCookie(`language=${value}`)).toBe('zh');
    },
  );

  it('reads a quoted or percent-encoded value as js-cookie does', () => {
    expect(languageFromCookie('language="en"')).toBe('en');
    expect(languageFromCookie('language=%65n')).toBe('en');
  });

  it('takes the first language cookie it can decode', () => {
    expect(languageFromCookie('language=zh; language=en')).toBe('zh');
    expect(languageFromCookie('language=en; language=zh')).toBe('en');
    expect(languageFromCookie('language=%FF; language=en')).toBe('en');
  });
});

describe('isLanguage', () => {
  it('accepts zh and en only', () => {
    expect(isLanguage('zh')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});
