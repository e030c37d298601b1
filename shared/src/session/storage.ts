import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, STORAGE_KEYS, type Language } from '../constants';
import { PAGE_LANGUAGE_ATTRIBUTE, isLanguage, languageFromCookie } from './language-cookie';
import type { UserData } from './user-data';

/**
 * Browser storage under the site's fixed keys; every read tolerates a missing or corrupt value.
 *
 * The site's own page keeps those keys (`token`, `userData`, the `language` cookie). A page that is not ours and
 * embeds the login sets a namespace first: every key then carries that prefix and the language stays in local
 * storage, so the host's own `token`, cookies and `<html lang>` are never touched.
 */
let namespace: string | null = null;

/** `null` is the site's own page (its fixed keys); a string (e.g. `marathon.`) is an embedding page. */
export function setStorageNamespace(prefix: string | null): void {
  namespace = prefix;
}

/** True when the login runs embedded in a page that is not ours: it must leave the page's own state alone. */
export function isEmbeddedStorage(): boolean {
  return namespace !== null;
}

/** The storage key actually written for one of the site's key names. */
export function storageKey(name: string): string {
  return `${namespace ?? ''}${name}`;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private mode, sandboxed iframes of embedding sites).
    return null;
  }
}

export function readToken(): string | null {
  const value = safeStorage()?.getItem(storageKey(STORAGE_KEYS.token));
  return value ? value : null;
}

export function readUserData(): UserData | null {
  const raw = safeStorage()?.getItem(storageKey(STORAGE_KEYS.userData));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as UserData) : null;
  } catch {
    return null;
  }
}

export function writeSession(token: string, userData: UserData | null): void {
  const storage = safeStorage();
  storage?.setItem(storageKey(STORAGE_KEYS.token), token);
  if (userData) storage?.setItem(storageKey(STORAGE_KEYS.userData), JSON.stringify(userData));
  else storage?.removeItem(storageKey(STORAGE_KEYS.userData));
}

/** The device token of this browser's last login, if any: it outlives logout (a known device stays known). */
export function readLoginDevice(): string | null {
  return safeStorage()?.getItem(storageKey(STORAGE_KEYS.loginDevice)) || null;
}

export function writeLoginDevice(deviceToken: string): void {
  safeStorage()?.setItem(storageKey(STORAGE_KEYS.loginDevice), deviceToken);
}

export function clearStoredSession(): void {
  const storage = safeStorage();
  storage?.removeItem(storageKey(STORAGE_KEYS.token));
  storage?.removeItem(storageKey(STORAGE_KEYS.userData));
}

export function readLanguageCookie(): Language {
  return languageFromCookie(typeof document === 'undefined' ? undefined : document.cookie);
}

export function writeLanguageCookie(language: Language): void {
  Cookies.set(STORAGE_KEYS.languageCookie, language, { expires: 365, sameSite: 'Lax', path: '/' });
}

/** The language the server read from this page's request (PAGE_LANGUAGE_ATTRIBUTE), if it wrote one. */
function pageLanguage(): Language | null {
  const value =
    typeof document === 'undefined' ? null : document.documentElement.getAttribute(PAGE_LANGUAGE_ATTRIBUTE);
  return isLanguage(value) ? value : null;
}

/**
 * The visitor's language: on our site the `language` cookie (as the server read it for this page, when it did), a
 * namespaced local-storage key when embedded.
 */
export function readSavedLanguage(): Language {
  if (!isEmbeddedStorage()) return pageLanguage() ?? readLanguageCookie();
  const value = safeStorage()?.getItem(storageKey(STORAGE_KEYS.languageCookie));
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function writeSavedLanguage(language: Language): void {
  if (isEmbeddedStorage()) {
    safeStorage()?.setItem(storageKey(STORAGE_KEYS.languageCookie), language);
    return;
  }
  writeLanguageCookie(language);
  // What the server read is out of date from now on: the cookie is the visitor's language again.
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(PAGE_LANGUAGE_ATTRIBUTE);
}
