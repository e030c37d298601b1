import { TextField } from '@marathon/shared/form';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The edition a file is imported into, typed as text (2000–2100, checked by the form's schema). */
export function YearField({
  label,
  registered,
  error,
  testId,
}: {
  label: string;
  registered: UseFormRegisterReturn;
  error: string | undefined;
  testId: string;
}) {
  return (
    <TextField
      label={label}
      required
      input={{ ...registered, inputMode: 'numeric', autoComplete: 'off', maxW: '32' }}
      error={error}
      testId={testId}
    />
  );
}
