import { CAPTCHA_TYPE, useTranslation } from '@marathon/shared';
import { Text } from '@marathon/shared/ui';
import type { Input } from '@marathon/shared/ui-interactive';
import type { ComponentProps } from 'react';
import { sendEmailCode, sendPhoneCode } from '../api/user-center';
import { CodeField } from '../code/CodeField';
import type { ConfirmBy } from './use-login';

/** emailSendType 3: a code that confirms a held login (shared/src/api/user-center.ts EMAIL_SEND_TYPE.login). */
const EMAIL_LOGIN_CODE = 3;

/**
 * The step a login held by strangers' failures asks for: a code sent to the account's own phone or email, sent
 * after the slider like every code. With it the next login passes the delay.
 */
export function ConfirmCodeField({
  confirmBy,
  input,
  validateTarget,
  target,
  testId,
}: {
  confirmBy: ConfirmBy;
  input: ComponentProps<typeof Input>;
  validateTarget: () => Promise<boolean>;
  /** The phone or email typed in the form. */
  target: () => string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-hint`}>
        {t(confirmBy === 'sms' ? 'auth.confirmLogin.sms' : 'auth.confirmLogin.email')}
      </Text>
      <CodeField
        testId={testId}
        scene="nc_login"
        input={{ ...input, placeholder: t('auth.placeholders.captcha') }}
        validateTarget={validateTarget}
        send={async (human) => {
          if (confirmBy === 'sms') await sendPhoneCode(target(), CAPTCHA_TYPE.loginPhone, human);
          else await sendEmailCode(target(), EMAIL_LOGIN_CODE, human);
        }}
      />
    </>
  );
}
