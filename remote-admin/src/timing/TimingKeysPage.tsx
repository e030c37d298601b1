import { useTranslation } from '@marathon/shared';
import { TextField } from '@marathon/shared/form';
import { Box, Button, Flex, Heading, Spinner, Text } from '@marathon/shared/ui';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../forms/FormAlert';
import { FeedHealthTable } from './FeedHealthTable';
import { IssueKeyForm } from './IssueKeyForm';
import { KeysTable } from './KeysTable';
import { useTimingKeys } from './use-timing-keys';

const readYear = (text: string): number | null => {
  const year = Number(text);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
};

/** The timing officer's screen: a year's keys (issue, end, rotate) and how each company's feed is doing. */
export function TimingKeysPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [yearText, setYearText] = useState(String(year));
  const [yearError, setYearError] = useState<string | undefined>(undefined);
  const { state, reload } = useTimingKeys(year);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const chosen = readYear(yearText);
    setYearError(chosen === null ? t('admin.timing.errors.year') : undefined);
    if (chosen !== null) setYear(chosen);
  };
  return (
    <Box as="section" aria-labelledby="admin-timing-heading" data-testid="admin-timing">
      <Heading as="h2" size="lg" id="admin-timing-heading" mb="2">
        {t('admin.timing.heading')}
      </Heading>
      <Text mb="4" maxW="3xl">
        {t('admin.timing.intro')}
      </Text>
      <form noValidate onSubmit={show} data-testid="admin-timing-year">
        <Flex gap="3" align="flex-end" mb="4">
          <TextField
            label={t('admin.timing.year')}
            required
            input={{
              value: yearText,
              onChange: (event) => setYearText(event.target.value),
              inputMode: 'numeric',
              maxW: '32',
            }}
            error={yearError}
            testId="admin-timing-year-input"
          />
          <Button type="submit" variant="outline" mb="6">
            {t('admin.timing.show')}
          </Button>
        </Flex>
      </form>
      {state.kind === 'loading' ? (
        <Box role="status">
          <Spinner size="sm" aria-hidden /> {t('admin.loading')}
        </Box>
      ) : state.kind === 'failed' ? (
        <FormAlert text={state.text} testId="admin-timing-failure" />
      ) : (
        <>
          {state.data.resultsFinal ? (
            <Text role="note" color="orange.800" mb="3" data-testid="admin-timing-final">
              {t('admin.timing.final', { year })}
            </Text>
          ) : null}
          {state.data.configuredProviders.length > 0 ? (
            <Text fontSize="sm" mb="3">
              {t('admin.timing.configured', { providers: state.data.configuredProviders.join(', ') })}
            </Text>
          ) : null}
          <FeedHealthTable year={year} feeds={state.data.feeds} />
          <Heading as="h3" size="md" mb="3">
            {t('admin.timing.keysHeading')}
          </Heading>
          <KeysTable year={year} keys={state.data.keys} onChanged={reload} />
          <IssueKeyForm year={year} onIssued={reload} />
        </>
      )}
    </Box>
  );
}
