import { useTranslation } from '@marathon/shared';
import { Box, Heading, Text } from '@marathon/shared/ui';
import { PassingsFileForm } from './PassingsFileForm';
import { ResultsFileForm } from './ResultsFileForm';

/** The results officer's imports: a year's results file, and a timing company's file of live passings. */
export function ResultsImportPage() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="admin-results-heading" data-testid="admin-results">
      <Heading as="h2" size="lg" id="admin-results-heading" mb="2">
        {t('admin.results.heading')}
      </Heading>
      <Text mb="6" maxW="3xl">
        {t('admin.results.intro')}
      </Text>
      <ResultsFileForm />
      <PassingsFileForm />
    </Box>
  );
}
