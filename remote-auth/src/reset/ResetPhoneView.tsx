import { zodResolver } from '@hookform/resolvers/zod';
import { CAPTCHA_TYPE, useTranslation } from '@marathon/shared';
import { Button, Stack } from '@marathon/shared/ui';
import { useForm } from 'react-hook-form';
import { resetByPhone, sendPhoneCode } from '../api/user-center';
import { CodeField } from '../code/CodeField';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { PhoneField } from '../forms/CommonFields';
import { resetPhoneSchema, type ResetPhoneValues } from '../forms/schemas';
import { SubView } from '../panel/SubView';
import { useReset } from './use-reset';

/** Password reset by phone: enterprise 0 and the code's verificationToken go with it. */
export function ResetPhoneView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const reset = useReset(onBack);
  const form = useForm<ResetPhoneValues>({
    resolver: zodResolver(resetPhoneSchema),
    defaultValues: { phone: '', captcha: '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    reset.run(() =>
      resetByPhone({
        phone: values.phone,
        captcha: values.captcha,
        verificationToken: reset.verificationToken,
        password: values.password,
      }),
    ),
  );
  return (
    <SubView title={t('auth.resetPhone.title')} onBack={onBack} testId="reset-phone-view">
      <form noValidate onSubmit={onSubmit} data-testid="reset-phone-form">
        <Stack gap="2">
          <PhoneField input={form.register('phone')} error={errors.phone?.message} testId="reset-phone" />
          <NewPasswordFields
            password={form.register('password')}
            confirm={form.register('confirmPassword')}
            passwordError={errors.password?.message}
            confirmError={errors.confirmPassword?.message}
            passwordLabelKey="auth.fields.newPassword"
            testId="reset-phone"
          />
          <CodeField
            testId="reset-phone-captcha"
            scene="nc_reset"
            error={errors.captcha?.message}
            message={reset.failure}
            input={{ ...form.register('captcha'), placeholder: t('auth.placeholders.captcha') }}
            validateTarget={() => form.trigger('phone')}
            send={async (human) => {
              const answer = await sendPhoneCode(form.getValues('phone'), CAPTCHA_TYPE.resetPhone, human);
              reset.setVerificationToken(answer.verificationToken);
            }}
          />
          <Button type="submit" colorPalette="brand" loading={reset.loading} data-testid="reset-phone-submit">
            {t('auth.resetPhone.submit')}
          </Button>
        </Stack>
      </form>
    </SubView>
  );
}
