import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredSession,
  isEmbeddedStorage,
  readLanguageCookie,
  readLoginDevice,
  readSavedLanguage,
  readToken,
  readUserData,
  setStorageNamespace,
  storageKey,
  writeLanguageCookie,
  writeLoginDevice,
  writeSavedLanguage,
  writeSession,
} from './storage';

function clearLanguageCookie(): void {
  document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(() => {
  localStorage.clear();
  clearLanguageCookie();
});

afterEach(() => setStorageNamespace(null));

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

  it('keeps the device token of the last login beyond logout, under the namespace when embedded', () => {
    expect(readLoginDevice()).toBeNull();
    writeLoginDevice('device-1');
    writeSession('tok-1', { username: 'runner' });
    clearStoredSession();
    expect(readLoginDevice()).toBe('device-1');
    setStorageNamespace('marathon.');
    expect(readLoginDevice()).toBeNull();
    writeLoginDevice('device-2');
    expect(localStorage.getItem('marathon.loginDevice')).toBe('device-2');
    expect(localStorage.getItem('loginDevice')).toBe('device-1');
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
});

describe('a namespace for pages that embed the login', () => {
  it("the site's own page keeps its fixed keys and the language cookie", () => {
    expect(isEmbeddedStorage()).toBe(false);
    expect(storageKey('token')).toBe('token');
    writeSavedLanguage('en');
    expect(document.cookie).toMatch(/(^|;\s*)language=en(;|$)/);
    expect(readSavedLanguage()).toBe('en');
  });

  it("writes every key under the prefix and leaves the host's own token and user data alone", () => {
    localStorage.setItem('token', 'host-token');
    localStorage.setItem('userData', '{"host":true}');
    setStorageNamespace('marathon.');
    expect(isEmbeddedStorage()).toBe(true);

    expect(readToken()).toBeNull();
    writeSession('tok-ns', { username: 'runner' });
    expect(localStorage.getItem('marathon.token')).toBe('tok-ns');
    expect(JSON.parse(localStorage.getItem('marathon.userData') ?? 'null')).toEqual({ username: 'runner' });
    expect(readToken()).toBe('tok-ns');
    expect(readUserData()).toEqual({ username: 'runner' });

    clearStoredSession();
    expect(localStorage.getItem('marathon.token')).toBeNull();
    expect(localStorage.getItem('marathon.userData')).toBeNull();
    expect(localStorage.getItem('token')).toBe('host-token');
    expect(localStorage.getItem('userData')).toBe('{"host":true}');
  });

  it('starts in the language the server read for the page, without reading the cookie, until it changes', () => {
    document.cookie = 'language=zh; path=/';
    document.documentElement.setAttribute('data-language', 'en');
    const cookie = vi.spyOn(document, 'cookie', 'get');
    expect(readSavedLanguage()).toBe('en');
    expect(cookie).not.toHaveBeenCalled();
    cookie.mockRestore();
    writeSavedLanguage('zh');
    expect(document.documentElement.hasAttribute('data-language')).toBe(false);
    expect(readSavedLanguage()).toBe('zh');
    // A value that is no language of ours is passed over.
    document.documentElement.setAttribute('data-language', 'fr');
    expect(readSavedLanguage()).toBe('zh');
    document.documentElement.removeAttribute('data-language');
  });

  it('keeps the language in namespaced local storage, never in a cookie', () => {
    document.cookie = 'language=zh; path=/';
    setStorageNamespace('partner.');
    expect(readSavedLanguage()).toBe('zh');
    writeSavedLanguage('en');
    expect(localStorage.getItem('partner.language')).toBe('en');
    expect(readSavedLanguage()).toBe('en');
    expect(document.cookie).toMatch(/(^|;\s*)language=zh(;|$)/);
    localStorage.setItem('partner.language', 'fr');
    expect(readSavedLanguage()).toBe('zh');
  });

  it('an empty prefix still counts as embedded (language out of cookies)', () => {
    setStorageNamespace('');
    expect(isEmbeddedStorage()).toBe(true);
    writeSavedLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.cookie).not.toMatch(/language=en/);
  });
});
