import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CurrentPasswordField, PhoneField } from '../forms/CommonFields';
import { passwordLoginSchema, type PasswordLoginValues } from '../forms/schemas';
import { ConfirmCodeField } from './ConfirmCodeField';
import { LoginFormFrame } from './LoginFormFrame';
import { useLogin } from './use-login';

export function PasswordLoginForm({
  agreed,
  onNeedsAgreement,
}: {
  agreed: boolean;
  onNeedsAgreement: () => void;
}) {
  const { loading, confirmBy, submit } = useLogin();
  const form = useForm<PasswordLoginValues>({
    resolver: zodResolver(passwordLoginSchema),
    defaultValues: { phone: '', password: '', captcha: '' },
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
      {confirmBy ? (
        <ConfirmCodeField
          confirmBy={confirmBy}
          testId="login-confirm-code"
          input={form.register('captcha')}
          validateTarget={() => form.trigger('phone')}
          target={() => form.getValues('phone')}
        />
      ) : null}
    </LoginFormFrame>
  );
}
