import { localized, type Language } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';

export interface LocalizedDocument {
  title: string;
  summary: string;
  content: string;
}

/** English falls back to Chinese field by field: an item may have an English title but no English body yet. */
export function localizeDocument(item: DocumentItem, language: Language): LocalizedDocument {
  return {
    title: localized(language, item.title, item.titleEn),
    summary: localized(language, item.summary, item.summaryEn),
    content: localized(language, item.content, item.contentEn),
  };
}
