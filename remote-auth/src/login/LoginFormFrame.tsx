import { useTranslation } from '@marathon/shared';
import { Button, Stack } from '@marathon/shared/ui';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';

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
 * A login form: Enter submits. The button is disabled until the agreement is ticked; a browser does
 * not submit a form whose button is disabled, so Enter without the agreement shows its error here instead.
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
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !agreed && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      onNeedsAgreement();
    }
  };
  return (
    <form noValidate data-testid={testId} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <Stack gap="4">
        {children}
        <Button
          type="submit"
          colorPalette="brand"
          w="full"
          disabled={!agreed}
          loading={loading}
          data-testid="login-submit"
          onClick={() => (agreed ? undefined : onNeedsAgreement())}
        >
          {t('auth.login')}
        </Button>
      </Stack>
    </form>
  );
}
