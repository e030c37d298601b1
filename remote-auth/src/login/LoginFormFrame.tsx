import { useTranslation } from '@marathon/shared';
import { Button, Stack } from '@marathon/shared/ui';
import type { FormEvent, ReactNode } from 'react';

interface LoginFormFrameProps {
  testId: string;
  agreed: boolean;
  loading: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Asked when the visitor tries to log in without the agreement. */
  onNeedsAgreement: () => void;
  children: ReactNode;
}

/**
 * A login form: Enter submits. Until the agreement is ticked the button looks disabled
 * (aria-disabled) but still takes clicks and Enter, so a mouse user is told why, as a keyboard user is: the
 * agreement's message shows instead of a login.
 */
export function LoginFormFrame({
  testId,
  agreed,
  loading,
  onSubmit,
  onNeedsAgreement,
  children,
}: LoginFormFrameProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (agreed) return onSubmit(event);
    event.preventDefault();
    onNeedsAgreement();
  };
  return (
    <form noValidate data-testid={testId} onSubmit={submit}>
      <Stack gap="2">
        {children}
        <Button
          type="submit"
          colorPalette="brand"
          w="full"
          aria-disabled={!agreed}
          loading={loading}
          data-testid="login-submit"
        >
          {t('auth.login')}
        </Button>
      </Stack>
    </form>
  );
}
