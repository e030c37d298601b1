import type { SignupField } from '@marathon/shared/api';
import type { ChangeEvent } from 'react';
import { describedBy, frameIdsOf } from '../field-a11y';

/**
 * What the one text control of a basic field carries (an input, a textarea): its id and name, the text, the answer
 * handed back as typed, the blur that runs the rules, and the required/invalid/described-by state. `describing`
 * are ids of further text under the control (a count, a unit); the help text's and the error's ids come first.
 */
export function textControlProps(
  {
    field,
    inputId,
    onChange,
    onBlur,
  }: { field: SignupField; inputId: string; onChange: (value: unknown) => void; onBlur: () => void },
  text: string,
  error: string | undefined,
  ...describing: (string | undefined | false)[]
) {
  return {
    id: inputId,
    name: field.key,
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(frameIdsOf(field, inputId, error), ...describing),
    'data-testid': `${field.key}-input`,
  } as const;
}
