import { useTranslation } from '@marathon/shared';
import { TextField } from '@marathon/shared/form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useErrorText } from './field-error';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
  /** Registration asks for 'password', the resets for a 'new password'. */
  passwordLabelKey: 'auth.fields.password' | 'auth.fields.newPassword';
  /** Prefix of the inputs' test ids: `<prefix>-password` and `<prefix>-confirm`. */
  testId: string;
}

/** A new password and its confirmation, as registration and both resets ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      <TextField
        label={t(props.passwordLabelKey)}
        error={errorText(props.passwordError)}
        testId={`${props.testId}-password`}
        input={{
          ...props.password,
          type: 'password',
          placeholder: t('auth.placeholders.newPassword'),
          autoComplete: 'new-password',
        }}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        error={errorText(props.confirmError)}
        testId={`${props.testId}-confirm`}
        input={{
          ...props.confirm,
          type: 'password',
          placeholder: t('auth.placeholders.confirmPassword'),
          autoComplete: 'new-password',
        }}
      />
    </>
  );
}
