import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { useForm } from 'react-hook-form';
import { TextField } from '../forms/TextField';
import { passwordLoginSchema, type PasswordLoginValues } from '../forms/schemas';
import { LoginFormFrame } from './LoginFormFrame';
import { useLogin } from './useLogin';

export function PasswordLoginForm({
  agreed,
  onNeedsAgreement,
}: {
  agreed: boolean;
  onNeedsAgreement: () => void;
}) {
  const { t } = useTranslation();
  const { loading, submit } = useLogin();
  const form = useForm<PasswordLoginValues>({
    resolver: zodResolver(passwordLoginSchema),
    defaultValues: { phone: '', password: '' },
  });
  const errors = form.formState.errors;
  return (
    <LoginFormFrame
      testId="password-login-form"
      agreed={agreed}
      loading={loading}
      onNeedsAgreement={onNeedsAgreement}
      onSubmit={form.handleSubmit((values) => submit({ kind: 'password', ...values }))}
    >
      <TextField
        label={t('auth.fields.phone')}
        error={errors.phone?.message}
        testId="login-phone"
        input={{
          ...form.register('phone'),
          placeholder: t('auth.placeholders.phone'),
          autoComplete: 'tel',
          inputMode: 'tel',
        }}
      />
      <TextField
        label={t('auth.fields.password')}
        error={errors.password?.message}
        testId="login-password"
        input={{
          ...form.register('password'),
          type: 'password',
          placeholder: t('auth.placeholders.password'),
          autoComplete: 'current-password',
        }}
      />
    </LoginFormFrame>
  );
}
