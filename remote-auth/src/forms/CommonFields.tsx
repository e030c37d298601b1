import { useTranslation } from '@marathon/shared';
import { TextField } from '@marathon/shared/form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useErrorText } from './field-error';

interface FieldProps {
  input: UseFormRegisterReturn;
  /** The i18n key of the field's error. */
  error?: string | undefined;
  testId: string;
}

/** The email address, as the email login, registration and the email reset ask for it. */
export function EmailField({ input, error, testId }: FieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <TextField
      label={t('auth.fields.email')}
      error={errorText(error)}
      testId={testId}
      input={{ ...input, type: 'email', placeholder: t('auth.placeholders.email'), autoComplete: 'email' }}
    />
  );
}

/** The mobile number, as the two phone logins and the phone reset ask for it. */
export function PhoneField({ input, error, testId }: FieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <TextField
      label={t('auth.fields.phone')}
      error={errorText(error)}
      testId={testId}
      input={{ ...input, placeholder: t('auth.placeholders.phone'), autoComplete: 'tel', inputMode: 'tel' }}
    />
  );
}

/** The current password, as the password and email logins ask for it. */
export function CurrentPasswordField({ input, error, testId }: FieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <TextField
      label={t('auth.fields.password')}
      error={errorText(error)}
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
