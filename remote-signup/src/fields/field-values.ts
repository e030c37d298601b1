import { localized, type Language } from '@marathon/shared';
import type { BilingualText } from '@marathon/shared/api';

/** Configured words (a label, an option) in the page's language. */
export function textOf(language: Language, text: BilingualText): string {
  return localized(language, text.zh, text.en);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A draft from local storage may hold anything: an answer, or a part of one, as text ('' when not text). */
export function stringValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
