import { PAGE_LANGUAGE_ATTRIBUTE, languageFromCookie } from '@marathon/shared/language-cookie';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { messages } from './messages';

export type Language = 'zh' | 'en';

/**
 * The language the shell's server wrote on <html> (from the main site's language cookie, so a visitor who chose
 * English there reads English here too), else the cookie itself (a page served as a plain file). On the server,
 * where a result card is painted, the painter sets the request's language before each render.
 */
function savedLanguage(): Language {
  if (typeof document === 'undefined') return 'zh';
  const written = document.documentElement.getAttribute(PAGE_LANGUAGE_ATTRIBUTE);
  return written === 'zh' || written === 'en' ? written : languageFromCookie(document.cookie);
}

const i18n = i18next.createInstance();
void i18n.init({
  lng: savedLanguage(),
  fallbackLng: 'zh',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: { zh: { translation: messages.zh }, en: { translation: messages.en } },
});

/**
 * The phone site's keys are plain strings (its messages are not the desktop site's typed resources). Typed here,
 * not by i18next's declarations: the shell's server compiles these components beside the desktop site's typed
 * keys, which would otherwise apply to this instance too.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;
const translate = i18n.t.bind(i18n) as unknown as Translate;

function subscribe(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

export function setLanguage(language: Language): void {
  document.cookie = `language=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  void i18n.changeLanguage(language);
}

/**
 * The visitor's language and its translate function; a switch re-renders every user. The server's render and the
 * hydration of its markup read the same language (the one written on <html>).
 */
export function useT(): { t: Translate; language: Language } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: translate, language };
}

if (typeof document !== 'undefined')
  document.documentElement.lang = savedLanguage() === 'en' ? 'en' : 'zh-CN';

/** Adds a feature's messages (loaded with the feature, not with the first screen). */
export function addMessages(bundle: { zh: object; en: object }): void {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', bundle[language], true, false);
  }
}

/** The language of the next render, on the server that paints a result card (no cookie, no <html> to mark). */
export function setRenderLanguage(language: Language): void {
  void i18n.changeLanguage(language);
}
