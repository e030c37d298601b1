import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../constants';
import { i18n } from './instance';
import { FixedLanguageContext } from './use-language';

/**
 * Shows its children in one language whatever the page's is (the field demos put Chinese and English side by
 * side): `t()` reads a copy of the page's i18next pinned to that language and useLanguage() returns it.
 */
export function FixedLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const instance = useMemo(() => i18n.cloneInstance({ lng: language, initAsync: false }), [language]);
  return (
    <I18nextProvider i18n={instance}>
      <FixedLanguageContext.Provider value={language}>{children}</FixedLanguageContext.Provider>
    </I18nextProvider>
  );
}
