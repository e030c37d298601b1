import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { Button, Stack } from '@marathon/shared/ui';
import { useForm } from 'react-hook-form';
import { resetByEmail, sendEmailCode } from '../api/user-center';
import { CodeField } from '../code/CodeField';
import { EmailField } from '../forms/CommonFields';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { resetEmailSchema, type RegisterValues } from '../forms/schemas';
import { SubView } from '../panel/SubView';
import { useReset } from './use-reset';

const EMAIL_SEND_RESET = 2;

/**
 * Password reset by email: the code's verificationToken goes with the reset. Done, it hands back the address, so
 * login opens on the email tab with it (not on the phone number's tab).
 */
export function ResetEmailView({ onBack, onDone }: { onBack: () => void; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(resetEmailSchema),
    defaultValues: { accountEmail: '', captcha: '', password: '', confirmPassword: '' },
  });
  const { getValues } = form;
  const reset = useReset(() => onDone(getValues('accountEmail').trim()));
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    reset.run(() =>
      resetByEmail({
        accountEmail: values.accountEmail,
        captcha: values.captcha,
        verificationToken: reset.verificationToken,
        password: values.password,
      }),
    ),
  );
  return (
    <SubView title={t('auth.resetEmail.title')} onBack={onBack} testId="reset-email-view">
      <form noValidate onSubmit={onSubmit} data-testid="reset-email-form">
        <Stack gap="2">
          <EmailField
            input={form.register('accountEmail')}
            error={errors.accountEmail?.message}
            testId="reset-email"
          />
          <NewPasswordFields
            password={form.register('password')}
            confirm={form.register('confirmPassword')}
            passwordError={errors.password?.message}
            confirmError={errors.confirmPassword?.message}
            passwordLabelKey="auth.fields.newPassword"
            testId="reset-email"
          />
          <CodeField
            testId="reset-email-captcha"
            scene="nc_reset"
            error={errors.captcha?.message}
            message={reset.failure}
            input={{ ...form.register('captcha'), placeholder: t('auth.placeholders.captcha') }}
            validateTarget={() => form.trigger('accountEmail')}
            send={async (human) => {
              const answer = await sendEmailCode(form.getValues('accountEmail'), EMAIL_SEND_RESET, human);
              reset.setVerificationToken(answer.verificationToken);
            }}
          />
          <Button type="submit" colorPalette="brand" loading={reset.loading} data-testid="reset-email-submit">
            {t('auth.resetEmail.submit')}
          </Button>
        </Stack>
      </form>
    </SubView>
  );
}
