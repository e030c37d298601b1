import type { SignupField } from '@marathon/shared/api';
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
 * Rules run when focus leaves a group of inputs, not when it moves between them: checking a date after
 * its year alone, an ID number while the category is being chosen, or a radio before its extra input is typed,
 * would only show 'required'.
 */
export function onGroupBlur(onBlur: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) onBlur();
  };
}
