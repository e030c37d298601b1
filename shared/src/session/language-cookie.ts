import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../constants';

export type { Language };

// The one reader of the `language` cookie: the desktop site's session store and the phone site read
// `document.cookie`, the share page on the server the request's Cookie header. It imports constants only and has a
// subpath of its own, so the phone bundle and the server take this and nothing else of the package.

/** The `lang` attribute (BCP 47) of each of the site's languages. */
export const HTML_LANG: Record<Language, 'zh-CN' | 'en'> = { zh: 'zh-CN', en: 'en' };

/**
 * The attribute of `<html>` where the shell's server writes the language it read from the request's cookie: the
 * page starts in it without reading `document.cookie`, a synchronous call into the browser's cookie store that
 * took ~15 ms of a cold start's main thread (the slowest function before the first screen). A page without it
 * (served as a file, from a CDN) reads the cookie.
 */
export const PAGE_LANGUAGE_ATTRIBUTE = 'data-language';

/** Whether a stored value is one of the site's languages (a hand-edited or foreign value is not). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A cookie value as js-cookie, which writes the desktop site's cookie, reads it: unquoted and percent-decoded. */
function cookieValue(raw: string): string | undefined {
  const value = raw.startsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The language the `language` cookie names, or the default when there is none or it names no language of ours.
 * Only the first readable cookie of that name counts: a browser lists the one with the most specific path first,
 * and js-cookie passes over one it cannot decode.
 */
export function languageFromCookie(cookies: string | undefined): Language {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== STORAGE_KEYS.languageCookie) continue;
    const value = cookieValue(pair.slice(at + 1));
    if (value === undefined) continue;
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}
