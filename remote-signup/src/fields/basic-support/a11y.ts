import type { Language } from '@marathon/shared';
import { localized } from '@marathon/shared';
import type { BilingualText, SignupField } from '@marathon/shared/api';
import type { FocusEvent } from 'react';

/** The id FieldShell gives the help text, when the field has one. */
export function helpIdOf(field: SignupField, inputId: string): string | undefined {
  return field.help ? `${inputId}-help` : undefined;
}

/** An aria-describedby value from the ids that exist (undefined when none, so the attribute is left out). */
export function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * True when focus leaves a group of inputs rather than moving between them: rules run on blur (spec 000 §5), and
 * checking a date after its year alone, or a radio before its extra input is typed, would only show 'required'.
 */
export function focusLeft(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return !(next instanceof Node && event.currentTarget.contains(next));
}

export function textOf(language: Language, text: BilingualText): string {
  return localized(language, text.zh, text.en);
}

/** A draft from local storage may hold anything: a text field shows only text. */
export function stringValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
