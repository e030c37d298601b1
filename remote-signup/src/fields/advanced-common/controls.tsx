import { Field, Input } from '@marathon/shared/ui-interactive';
import type { ComponentProps, ReactNode } from 'react';

/**
 * One labelled input of a field made of several (the ID number, the city, a row's finish time): Chakra's Field
 * wires the label, the hint and the error to the control (aria-describedby, aria-invalid).
 */
export function SubField({
  id,
  label,
  error,
  hint,
  testId,
  children,
  flex,
  disabled,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  testId: string;
  children: ReactNode;
  flex?: string;
  /** A select inside takes this from the field, not from its own root. */
  disabled?: boolean;
}) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} disabled={disabled} flex={flex} minW="0">
      <Field.Label fontSize="sm" fontWeight="normal">
        {label}
      </Field.Label>
      {children}
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText> : null}
    </Field.Root>
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
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
