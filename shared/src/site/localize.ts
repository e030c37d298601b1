import type { Language } from '../constants';

/** English text when the language is en and it exists, otherwise Chinese. */
export function localized(language: Language, zh: string | undefined, en: string | undefined): string {
  if (language === 'en' && en && en.trim() !== '') return en;
  return zh ?? '';
}
