import { Field, Input } from '@marathon/shared/ui-interactive';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled text input with its error below, wired to react-hook-form. */
export function TextField({
  label,
  placeholder,
  error,
  registration,
  testId,
  autoComplete = 'off',
}: {
  label: string;
  placeholder?: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  testId: string;
  autoComplete?: string;
}) {
  return (
    <Field.Root invalid={error !== undefined} flex="1" minW="200px">
      <Field.Label>{label}</Field.Label>
      <Input {...registration} placeholder={placeholder} autoComplete={autoComplete} data-testid={testId} />
      {error ? <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
