import { Box, Heading, Text } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';

/**
 * The frame of a lookup page. The lookups themselves (forms, results, media) are the search issue's work; until
 * then each page says plainly that the service is not open yet, the spec's own 'coming soon' state.
 */
export function LookupPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Box bg="white" borderRadius="md" p="10" data-testid="lookup-page">
      <Heading as="h1" size="2xl" mb="4">
        {t(titleKey)}
      </Heading>
      <Text color="gray.600">{t('common.comingSoon')}</Text>
    </Box>
  );
}
