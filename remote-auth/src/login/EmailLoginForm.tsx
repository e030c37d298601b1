import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { useForm } from 'react-hook-form';
import { CurrentPasswordField } from '../forms/CommonFields';
import { TextField } from '../forms/TextField';
import { emailLoginSchema, type EmailLoginValues } from '../forms/schemas';
import { LoginFormFrame } from './LoginFormFrame';
import { useLogin } from './use-login';

export function EmailLoginForm({
  agreed,
  onNeedsAgreement,
  initialEmail = '',
}: {
  agreed: boolean;
  onNeedsAgreement: () => void;
  /** The address just registered: the visitor only has to type the password. */
  initialEmail?: string;
}) {
  const { t } = useTranslation();
  const { loading, submit } = useLogin();
  const form = useForm<EmailLoginValues>({
    resolver: zodResolver(emailLoginSchema),
    defaultValues: { accountEmail: initialEmail, password: '' },
  });
  const errors = form.formState.errors;
  return (
    <LoginFormFrame
      testId="email-login-form"
      agreed={agreed}
      loading={loading}
      onNeedsAgreement={onNeedsAgreement}
      onSubmit={form.handleSubmit((values) => submit({ kind: 'email', ...values }))}
    >
      <TextField
        label={t('auth.fields.email')}
        error={errors.accountEmail?.message}
        testId="login-email"
        input={{
          ...form.register('accountEmail'),
          type: 'email',
          placeholder: t('auth.placeholders.email'),
          autoComplete: 'email',
        }}
      />
      <CurrentPasswordField
        input={form.register('password')}
        error={errors.password?.message}
        testId="login-email-password"
      />
    </LoginFormFrame>
  );
}
