import type { SignupField } from '@marathon/shared/api';
import { describedBy, errorIdOf, hintIdOf } from '@marathon/shared/form';
import type { FocusEvent } from 'react';

export { describedBy };

/** The id FieldShell gives the help text, when the field has one. */
export function helpIdOf(field: SignupField, inputId: string): string | undefined {
  return field.help ? hintIdOf(inputId) : undefined;
}

/** The ids of what the frame says about a field's control: its help and, while there is one, its error. */
export function frameIdsOf(
  field: SignupField,
  inputId: string,
  error: string | undefined,
): string | undefined {
  return describedBy(helpIdOf(field, inputId), error && errorIdOf(inputId));
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
