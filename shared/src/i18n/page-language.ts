import type { Language } from '../constants';
import { HTML_LANG } from '../session/language-cookie';
import { isEmbeddedStorage } from '../session/storage';
import { i18n } from './instance';

export { HTML_LANG };

/**
 * Makes every part that shows text or dates speak one language: i18next (hence every app's `t()`) and the
 * page's `<html lang>`; dates take the language as an argument. Only the session store's setLanguage calls this,
 * so those parts and the store can never disagree. Embedded in a page that is not ours, `<html lang>` is the
 * host's and stays as it is.
 */
export function applyPageLanguage(language: Language): void {
  if (!isEmbeddedStorage() && typeof document !== 'undefined') {
    document.documentElement.lang = HTML_LANG[language];
  }
  // Every bundle is in memory (initAsync false), so the change is complete when this returns.
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
