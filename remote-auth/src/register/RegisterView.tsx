import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessageOf, showMessage, useTranslation } from '@marathon/shared';
import { Button, Stack } from '@marathon/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerByEmail, sendEmailCode } from '../api/user-center';
import { CodeField } from '../code/CodeField';
import { EmailField } from '../forms/CommonFields';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { registerSchema, type RegisterValues } from '../forms/schemas';
import { SubView } from '../panel/SubView';

const EMAIL_SEND_REGISTER = 1;

/**
 * Email registration: the email's format is checked on blur. Whether it already has an account is said only
 * after the slider, by the code send (the API tells nobody without a human check), under the code field. Once
 * registered, the visitor is handed back to login with the address (onRegistered).
 */
export function RegisterView({
  onBack,
  onRegistered,
}: {
  onBack: () => void;
  onRegistered: (email: string) => void;
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { accountEmail: '', captcha: '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const checkEmail = (): Promise<boolean> => form.trigger('accountEmail');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setLoading(true);
    try {
      await registerByEmail({
        accountEmail: values.accountEmail,
        captcha: values.captcha,
        password: values.password,
      });
      showMessage('success', t('auth.register.done'));
      onRegistered(values.accountEmail);
    } catch (error) {
      // Silent for the page; said under the form so the visitor knows what to fix.
      setFailure(errorMessageOf(error));
    } finally {
      setLoading(false);
    }
  });

  const email = form.register('accountEmail', { onBlur: () => void checkEmail() });
  return (
    <SubView title={t('auth.register.title')} onBack={onBack} testId="register-view">
      <form noValidate onSubmit={onSubmit} data-testid="register-form">
        <Stack gap="2">
          <EmailField input={email} error={errors.accountEmail?.message} testId="register-email" />
          <CodeField
            testId="register-captcha"
            scene="nc_register"
            error={errors.captcha?.message}
            message={failure}
            input={{ ...form.register('captcha'), placeholder: t('auth.placeholders.captcha') }}
            validateTarget={checkEmail}
            send={async (human) => {
              await sendEmailCode(form.getValues('accountEmail'), EMAIL_SEND_REGISTER, human);
            }}
          />
          <NewPasswordFields
            password={form.register('password')}
            confirm={form.register('confirmPassword')}
            passwordError={errors.password?.message}
            confirmError={errors.confirmPassword?.message}
            passwordLabelKey="auth.fields.password"
            testId="register"
          />
          <Button type="submit" colorPalette="brand" loading={loading} data-testid="register-submit">
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
    </SubView>
  );
}
