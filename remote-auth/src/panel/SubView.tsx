import { useTranslation } from '@marathon/shared';
import { Box, Flex, Heading, Link } from '@marathon/shared/ui';
import type { ReactNode } from 'react';

/** A sub-screen of the panel (registration, the two resets) with its 'back to login' link. */
export function SubView({
  title,
  onBack,
  testId,
  children,
}: {
  title: string;
  onBack: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box data-testid={testId}>
      <Flex justify="space-between" align="baseline" mb="4">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Link as="button" color="brand.fg" fontSize="sm" data-testid="back-to-login" onClick={onBack}>
          {t('auth.backToLogin')}
        </Link>
      </Flex>
      {children}
    </Box>
  );
}
