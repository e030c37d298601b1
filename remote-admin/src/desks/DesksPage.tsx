import { useTranslation } from '@marathon/shared';
import { Box, Heading, Spinner, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { YearForm } from '../console/YearForm';
import { FormAlert } from '../forms/FormAlert';
import { DesksTable } from './DesksTable';
import { IssueDeskForm } from './IssueDeskForm';
import { useDesks } from './use-desks';

/** The pickup manager's screen: a year's desk links, issuing one (shown once, with its QR code) and ending one. */
export function DesksPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const { state, reload } = useDesks(year);
  return (
    <Box as="section" aria-labelledby="admin-desks-heading" data-testid="admin-desks">
      <Heading as="h2" size="lg" id="admin-desks-heading" mb="2">
        {t('admin.desks.heading')}
      </Heading>
      <Text mb="4" maxW="3xl">
        {t('admin.desks.intro')}
      </Text>
      <YearForm
        year={year}
        onYear={setYear}
        label={t('admin.desks.year')}
        show={t('admin.desks.show')}
        errorText={t('admin.desks.errors.year')}
        testId="admin-desks-year"
      />
      <IssueDeskForm key={year} year={year} onIssued={reload} />
      <Heading as="h3" size="md" mb="3">
        {t('admin.desks.listHeading', { year })}
      </Heading>
      {state.kind === 'loading' ? (
        <Box role="status">
          <Spinner size="sm" aria-hidden /> {t('admin.loading')}
        </Box>
      ) : state.kind === 'failed' ? (
        <FormAlert text={state.text} testId="admin-desks-failure" />
      ) : (
        <DesksTable year={year} desks={state.data} at={state.at} onChanged={reload} />
      )}
    </Box>
  );
}
