import { createContext, useContext } from 'react';
import type { Language } from '../constants';
import { useSessionStore } from '../session/store';

/** Set only by FixedLanguage: a part of a page that shows one language whatever the page's is. */
export const FixedLanguageContext = createContext<Language | null>(null);

/**
 * The language to show text in: the session store's, the one source every app follows, unless a FixedLanguage
 * block around the component pins it. Configured words (`titleEn`, a field's `{ zh, en }`) are picked with it.
 */
export function useLanguage(): Language {
  const page = useSessionStore((s) => s.language);
  return useContext(FixedLanguageContext) ?? page;
}
