import { Box, Button, Heading, MessageHost, Text } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import { useEffect } from 'react';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/**
 * Shown when the domain has no bound race or the race lookup fails; its page title means
 * 'race not bound'. A failure (not a missing binding) offers a reload.
 */
export function UnboundRaceApp({ reason, domain }: { reason: 'not-bound' | 'failed'; domain: string }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t('shell.raceNotBound');
  }, [t, i18n.language]);
  return (
    <Box
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="#F1F1F1"
      data-testid="unbound-race"
    >
      <Box bg="white" p="12" borderRadius="lg" boxShadow="sm" textAlign="center" maxW="560px">
        <Heading as="h1" size="2xl" mb="4">
          {t('shell.raceNotBound')}
        </Heading>
        <Text color="gray.600" mb="6">
          {reason === 'not-bound' ? t('shell.raceNotBoundHint', { domain }) : t('shell.startupFailed')}
        </Text>
        <Box display="flex" gap="3" justifyContent="center">
          {reason === 'failed' ? (
            <Button colorPalette="brand" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </Button>
          ) : null}
          <LanguageSwitch />
        </Box>
      </Box>
      <MessageHost />
    </Box>
  );
}
