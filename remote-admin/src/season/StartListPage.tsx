import { useTranslation } from '@marathon/shared';
import { Box, Heading, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { YearForm } from '../console/YearForm';
import { BibAssignForm } from './BibAssignForm';
import { StartListExport } from './StartListExport';
import { StartListImport } from './StartListImport';

/** Bibs by race item and corral, and the start list out to the timing company and back, for one year. */
export function StartListPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => new Date().getFullYear());
  return (
    <Box as="section" aria-labelledby="admin-start-list-heading" data-testid="admin-start-list">
      <Heading as="h2" size="lg" id="admin-start-list-heading" mb="2">
        {t('admin.startList.heading')}
      </Heading>
      <Text mb="4" maxW="3xl">
        {t('admin.startList.intro')}
      </Text>
      <YearForm
        year={year}
        onYear={setYear}
        label={t('admin.startList.year')}
        show={t('admin.startList.show')}
        errorText={t('admin.startList.errors.year')}
        testId="admin-start-list-year"
      />
      <BibAssignForm key={`bibs-${year}`} year={year} />
      <StartListExport year={year} />
      <StartListImport key={`import-${year}`} year={year} />
    </Box>
  );
}
