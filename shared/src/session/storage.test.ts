import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  isLanguage,
  readLanguageCookie,
  readToken,
  readUserData,
  writeLanguageCookie,
  writeSession,
} from './storage';

function clearLanguageCookie(): void {
  document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(() => {
  localStorage.clear();
  clearLanguageCookie();
});

describe('token and user data in local storage', () => {
  it('writeSession stores the token under "token" and the user data as JSON under "userData"', () => {
    writeSession('tok-1', { username: 'runner', userInfo: { userName: '李雷', userGender: 1 } });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual({
      username: 'runner',
      userInfo: { userName: '李雷', userGender: 1 },
    });
    expect(readToken()).toBe('tok-1');
    expect(readUserData()).toEqual({ username: 'runner', userInfo: { userName: '李雷', userGender: 1 } });
  });

  it('writeSession without user data removes stale user data', () => {
    localStorage.setItem('userData', JSON.stringify({ username: 'old' }));
    writeSession('tok-2', null);
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('clearStoredSession removes both keys and leaves others alone', () => {
    writeSession('tok-1', { username: 'runner' });
    localStorage.setItem('unrelated', 'kept');
    clearStoredSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('readToken answers null for a missing or empty token', () => {
    expect(readToken()).toBeNull();
    localStorage.setItem('token', '');
    expect(readToken()).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"username": "runner"'],
    ['a number', '42'],
    ['a string', '"runner"'],
    ['null', 'null'],
    ['empty', ''],
  ])('readUserData answers null for %s', (_case, raw) => {
    localStorage.setItem('userData', raw);
    expect(readUserData()).toBeNull();
  });
});

describe('the language cookie', () => {
  it('writeLanguageCookie writes the "language" cookie', () => {
    writeLanguageCookie('en');
    expect(document.cookie).toMatch(/(^|;\s*)language=en(;|$)/);
    expect(readLanguageCookie()).toBe('en');
    writeLanguageCookie('zh');
    expect(readLanguageCookie()).toBe('zh');
  });

  it('falls back to zh when the cookie is missing', () => {
    expect(readLanguageCookie()).toBe('zh');
  });

  it.each(['fr', 'EN', 'zh-CN', ''])('falls back to zh for the invalid value %j', (value) => {
    document.cookie = `language=${value}; path=/`;
    expect(readLanguageCookie()).toBe('zh');
  });

  it('isLanguage accepts zh and en only', () => {
    expect(isLanguage('zh')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});
