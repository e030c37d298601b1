import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CurrentPasswordField, PhoneField } from '../forms/CommonFields';
import { passwordLoginSchema, type PasswordLoginValues } from '../forms/schemas';
import { LoginFormFrame } from './LoginFormFrame';
import { useLogin } from './use-login';

export function PasswordLoginForm({
  agreed,
  onNeedsAgreement,
}: {
  agreed: boolean;
  onNeedsAgreement: () => void;
}) {
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
      <PhoneField input={form.register('phone')} error={errors.phone?.message} testId="login-phone" />
      <CurrentPasswordField
        input={form.register('password')}
        error={errors.password?.message}
        testId="login-password"
      />
    </LoginFormFrame>
  );
}
