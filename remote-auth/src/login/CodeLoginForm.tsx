import { zodResolver } from '@hookform/resolvers/zod';
import { CAPTCHA_TYPE, useTranslation } from '@marathon/shared';
import { useForm } from 'react-hook-form';
import { sendPhoneCode } from '../api/user-center';
import { CodeField } from '../code/CodeField';
import { PhoneField } from '../forms/CommonFields';
import { codeLoginSchema, type CodeLoginValues } from '../forms/schemas';
import { LoginFormFrame } from './LoginFormFrame';
import { useLogin } from './use-login';

export function CodeLoginForm({
  agreed,
  onNeedsAgreement,
}: {
  agreed: boolean;
  onNeedsAgreement: () => void;
}) {
  const { t } = useTranslation();
  const { loading, submit } = useLogin();
  const form = useForm<CodeLoginValues>({
    resolver: zodResolver(codeLoginSchema),
    defaultValues: { phone: '', captcha: '' },
  });
  const errors = form.formState.errors;
  return (
    <LoginFormFrame
      testId="code-login-form"
      agreed={agreed}
      loading={loading}
      onNeedsAgreement={onNeedsAgreement}
      onSubmit={form.handleSubmit((values) => submit({ kind: 'code', ...values }))}
    >
      <PhoneField input={form.register('phone')} error={errors.phone?.message} testId="code-phone" />
      <CodeField
        testId="code-captcha"
        scene="nc_login"
        error={errors.captcha?.message}
        input={{ ...form.register('captcha'), placeholder: t('auth.placeholders.captcha') }}
        validateTarget={() => form.trigger('phone')}
        send={async (human) => {
          await sendPhoneCode(form.getValues('phone'), CAPTCHA_TYPE.loginPhone, human);
        }}
      />
    </LoginFormFrame>
  );
}
