import { languageFromCookie } from '@marathon/shared/language-cookie';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { messages } from './messages';

export type Language = 'zh' | 'en';

/** The main site's language cookie: a visitor who chose English there reads English here too. */
function savedLanguage(): Language {
  return languageFromCookie(document.cookie);
}

const i18n = i18next.createInstance();
void i18n.init({
  lng: savedLanguage(),
  fallbackLng: 'zh',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: { zh: { translation: messages.zh }, en: { translation: messages.en } },
});

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

/** The visitor's language and its translate function; a switch re-renders every user. */
export function useT(): { t: typeof i18n.t; language: Language } {
  const language = useSyncExternalStore(subscribe, () => (i18n.language === 'en' ? 'en' : 'zh'));
  return { t: i18n.t, language };
}

document.documentElement.lang = savedLanguage() === 'en' ? 'en' : 'zh-CN';

/** Adds a feature's messages (loaded with the feature, not with the first screen). */
export function addMessages(bundle: { zh: object; en: object }): void {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', bundle[language], true, false);
  }
}
