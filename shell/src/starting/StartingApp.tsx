import { Box, Heading, Spinner, Text } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import { useEffect } from 'react';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/**
 * Shown while the API prepares its data after a (re)start: the page looks again by itself and opens the site as
 * soon as the API is ready, so a visitor who arrives during a start waits instead of seeing a failure.
 */
export function StartingApp() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t('shell.startingTitle');
  }, [t, i18n.language]);
  return (
    <Box
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="#F1F1F1"
      data-testid="site-starting"
    >
      <Box bg="white" p="12" borderRadius="lg" boxShadow="sm" textAlign="center" maxW="560px" role="status">
        <Spinner size="lg" mb="6" color="brand.500" />
        <Heading as="h1" size="2xl" mb="4">
          {t('shell.startingTitle')}
        </Heading>
        <Text color="gray.600" mb="6">
          {t('shell.startingHint')}
        </Text>
        <LanguageSwitch />
      </Box>
    </Box>
  );
}
