import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CurrentPasswordField, EmailField } from '../forms/CommonFields';
import { emailLoginSchema, type EmailLoginValues } from '../forms/schemas';
import { ConfirmCodeField } from './ConfirmCodeField';
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
  const { loading, confirmBy, submit } = useLogin();
  const form = useForm<EmailLoginValues>({
    resolver: zodResolver(emailLoginSchema),
    defaultValues: { accountEmail: initialEmail, password: '', captcha: '' },
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
      <EmailField
        input={form.register('accountEmail')}
        error={errors.accountEmail?.message}
        testId="login-email"
      />
      <CurrentPasswordField
        input={form.register('password')}
        error={errors.password?.message}
        testId="login-email-password"
      />
      {confirmBy ? (
        <ConfirmCodeField
          confirmBy={confirmBy}
          testId="login-email-confirm-code"
          input={form.register('captcha')}
          validateTarget={() => form.trigger('accountEmail')}
          target={() => form.getValues('accountEmail')}
        />
      ) : null}
    </LoginFormFrame>
  );
}
