import { FieldFrame, errorIdOf, fieldAria } from '@marathon/shared/form';
import { Input } from '@marathon/shared/ui-interactive';
import type { ComponentProps, ReactNode } from 'react';

/** aria-describedby for the control of a SubField: its error, while there is one. */
export function subFieldDescribedBy(id: string, error: string | undefined): string | undefined {
  return error ? errorIdOf(id) : undefined;
}

/**
 * One labelled input of a field made of several (the ID number, the city, a row's finish time), in the same field
 * frame as every field: the label points at the control `id`, and the error line under it keeps its place.
 */
export function SubField({
  id,
  label,
  error,
  hint,
  testId,
  children,
  flex,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  testId: string;
  /** The control, with `id` and (for its error) `subFieldDescribedBy(id, error)`. */
  children: ReactNode;
  flex?: string;
}) {
  return (
    <FieldFrame
      inputId={id}
      label={label}
      error={error}
      hint={hint}
      errorTestId={`${testId}-error`}
      flex={flex}
      minW="0"
    >
      {children}
    </FieldFrame>
  );
}

/**
 * A SubField holding one line of text: the label, the error and the input share `testId`, and typing hands back the
 * text. Other props go to the input (inputMode, maxLength, a ref).
 */
export function SubInput({
  id,
  label,
  error,
  hint,
  testId,
  flex,
  value,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  testId: string;
  flex?: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'>) {
  return (
    <SubField id={id} label={label} error={error} hint={hint} testId={testId} flex={flex}>
      <Input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
        {...fieldAria(id, { hint: Boolean(hint), error })}
      />
    </SubField>
  );
}

/** A year in a row of parts (a past race's, a result's). */
export const YEAR_INPUT = {
  flex: '0 0 7rem',
  inputMode: 'numeric',
  maxLength: 4,
  placeholder: '2025',
} as const;

/** A finish time as h:mm:ss. */
export const FINISH_TIME_INPUT = { flex: '0 0 10rem', maxLength: 7 } as const;
