import { useSessionStore, useTranslation } from '@marathon/shared';
import { Box, Button, Heading } from '@marathon/shared/ui';
import type { ReactNode } from 'react';

/** Sign-up and the member centre are for a signed-in runner: a visitor is asked to log in first. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSessionStore((s) => s.token);
  const openLoginDrawer = useSessionStore((s) => s.openLoginDrawer);
  const { t } = useTranslation();
  if (token) return <>{children}</>;
  return (
    <Box bg="white" borderRadius="md" p="12" textAlign="center" data-testid="login-required">
      {/* The page's title until the runner has logged in. */}
      <Heading as="h1" size="md" fontWeight="normal" mb="4">
        {t('signup.page.loginRequired')}
      </Heading>
      <Button colorPalette="brand" onClick={openLoginDrawer} data-testid="login-required-button">
        {t('signup.page.logIn')}
      </Button>
    </Box>
  );
}
