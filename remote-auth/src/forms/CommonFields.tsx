import { useTranslation } from '@marathon/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

interface FieldProps {
  input: UseFormRegisterReturn;
  error?: string | undefined;
  testId: string;
}

/** The mobile number, as the two phone logins and the phone reset ask for it. */
export function PhoneField({ input, error, testId }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.phone')}
      error={error}
      testId={testId}
      input={{ ...input, placeholder: t('auth.placeholders.phone'), autoComplete: 'tel', inputMode: 'tel' }}
    />
  );
}

/** The current password, as the password and email logins ask for it. */
export function CurrentPasswordField({ input, error, testId }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.password')}
      error={error}
      testId={testId}
      input={{
        ...input,
        type: 'password',
        placeholder: t('auth.placeholders.password'),
        autoComplete: 'current-password',
      }}
    />
  );
}
