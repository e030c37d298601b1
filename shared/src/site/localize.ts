import type { Language } from '../constants';

/** English text when the language is en and it exists, otherwise Chinese (spec 000 §2, spec 001 §2). */
export function localized(language: Language, zh: string | undefined, en: string | undefined): string {
  if (language === 'en' && en && en.trim() !== '') return en;
  return zh ?? '';
}
