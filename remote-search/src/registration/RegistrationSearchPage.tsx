import { Box, HStack } from '@marathon/shared/ui';
import {
  QUERY_TYPE,
  call,
  errorMessage,
  useLatestQuery,
  useSiteStore,
  useTranslation,
  lookupOpen,
} from '@marathon/shared';
import { endpoints, type RegistrationRecord } from '@marathon/shared/api';
import { useState } from 'react';
import { SelectField } from '@marathon/shared/form';
import { defaultYear } from '@marathon/shared/default-year';
import { ClosedNotice } from '../lookup/ClosedNotice';
import { ErrorNote } from '../lookup/ErrorNote';
import { useRaceYears, yearIsEmpty } from '../lookup/use-years';
import { EmptyYearNote } from '../lookup/EmptyYearNote';
import { YearSelect } from '../lookup/YearSelect';
import { LookupPage } from '../pages/LookupPage';
import { RegistrationCard } from './RegistrationCard';
import { RegistrationForm } from './RegistrationForm';

/** The registration query types: status, and the registration made through each channel. */
const QUERY_TYPES = [
  QUERY_TYPE.registrationStatus,
  QUERY_TYPE.thirdPartyRegistration,
  QUERY_TYPE.webRegistration,
  QUERY_TYPE.appRegistration,
] as const;
type RegistrationQueryType = (typeof QUERY_TYPES)[number];

/** Registration lookup (query types 1, 2, 3, 5): by name and ID number or phone, sent in the body only. */
export function RegistrationSearchPage() {
  const open = useSiteStore((s) => lookupOpen(s.cloud, 'registrationSearch'));
  if (!open) {
    return (
      <LookupPage titleKey="search.registrationSearch" testId="registration-search-page">
        <ClosedNotice module="registrationSearch" />
      </LookupPage>
    );
  }
  return <OpenRegistrationSearch />;
}

function OpenRegistrationSearch() {
  const { t } = useTranslation();
  const years = useRaceYears();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const year = chosenYear ?? defaultYear(years, 'registrations') ?? new Date().getFullYear();
  const [queryType, setQueryType] = useState<RegistrationQueryType>(QUERY_TYPE.registrationStatus);
  const [state, run, reset] = useLatestQuery<RegistrationRecord>();
  return (
    <LookupPage
      titleKey="search.registrationSearch"
      intro={t('search.privacy')}
      testId="registration-search-page"
    >
      <HStack align="flex-end" gap="6" mb="6">
        <YearSelect years={years} value={year} onChange={setChosenYear} />
        <SelectField
          id="registration-query-type"
          label={t('search.form.queryType')}
          value={String(queryType)}
          options={QUERY_TYPES.map((type) => ({
            value: String(type),
            label: t(`search.queryTypes.${type}`),
          }))}
          onChange={(value) =>
            setQueryType(QUERY_TYPES.find((type) => String(type) === value) ?? QUERY_TYPE.registrationStatus)
          }
          testId="registration-query-type"
          errorLine={false}
          minW="160px"
        />
      </HStack>
      {yearIsEmpty(years, year, 'registrations') ? <EmptyYearNote year={year} data="registrations" /> : null}
      <RegistrationForm
        busy={state.status === 'loading'}
        onInvalid={reset}
        onSearch={(values) =>
          void run((signal) =>
            call(endpoints.registration, { body: { year, queryType, ...values }, silent: true, signal }),
          )
        }
      />
      <Box aria-live="polite">
        {state.status === 'error' ? <ErrorNote message={errorMessage(state.error)} /> : null}
        {state.status === 'success' ? <RegistrationCard record={state.data} /> : null}
      </Box>
    </LookupPage>
  );
}
