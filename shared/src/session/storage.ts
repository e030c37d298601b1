import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../constants';
import type { UserData } from './user-data';

/** Browser storage under the site's fixed keys; every read tolerates a missing or corrupt value. */
function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private mode, sandboxed iframes of embedding sites).
    return null;
  }
}

export function readToken(): string | null {
  const value = safeStorage()?.getItem(STORAGE_KEYS.token);
  return value ? value : null;
}

export function readUserData(): UserData | null {
  const raw = safeStorage()?.getItem(STORAGE_KEYS.userData);
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
  storage?.setItem(STORAGE_KEYS.token, token);
  if (userData) storage?.setItem(STORAGE_KEYS.userData, JSON.stringify(userData));
  else storage?.removeItem(STORAGE_KEYS.userData);
}

export function clearStoredSession(): void {
  const storage = safeStorage();
  storage?.removeItem(STORAGE_KEYS.token);
  storage?.removeItem(STORAGE_KEYS.userData);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readLanguageCookie(): Language {
  const value = typeof document === 'undefined' ? undefined : Cookies.get(STORAGE_KEYS.languageCookie);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function writeLanguageCookie(language: Language): void {
  Cookies.set(STORAGE_KEYS.languageCookie, language, { expires: 365, sameSite: 'Lax', path: '/' });
}
