import { useSessionStore, type Language } from '@marathon/shared';
import { createContext, useContext } from 'react';

/** The demos page shows fields in both languages at once: a column may fix the language of its fields. */
export const FieldLanguageContext = createContext<Language | null>(null);

export function useFieldLanguage(): Language {
  const page = useSessionStore((s) => s.language);
  return useContext(FieldLanguageContext) ?? page;
}
