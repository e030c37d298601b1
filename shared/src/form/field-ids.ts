/** The id of a field's hint, under its label: controls point at it with aria-describedby. */
export function hintIdOf(inputId: string): string {
  return `${inputId}-help`;
}

/** The id of a field's error line. */
export function errorIdOf(inputId: string): string {
  return `${inputId}-error`;
}

/** An aria-describedby value from the ids that exist (undefined when none, so the attribute is left out). */
export function describedBy(...ids: (string | undefined | false | null)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * What a field's control says to assistive technology: its hint and, while there is one, its error (with
 * aria-invalid); `more` are ids of further text about the control (a count, a size chart).
 */
export function fieldAria(
  inputId: string,
  state: { hint?: boolean; error?: string | undefined; required?: boolean | undefined },
  ...more: (string | undefined | false | null)[]
) {
  return {
    'aria-describedby': describedBy(
      state.hint && hintIdOf(inputId),
      state.error && errorIdOf(inputId),
      ...more,
    ),
    'aria-invalid': state.error ? true : undefined,
    'aria-required': state.required || undefined,
  } as const;
}
