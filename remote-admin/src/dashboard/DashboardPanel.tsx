import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { TextField } from '@marathon/shared/form';
import { Box, Button, Flex, Heading, Spinner, Text } from '@marathon/shared/ui';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../forms/FormAlert';
import { DaysTable } from './DaysTable';
import { DrawStates, LiveState } from './DrawsAndLive';
import { FigureCards } from './FigureCards';
import { StatusTotals } from './StatusTotals';
import { useDashboard } from './use-dashboard';

const readYear = (text: string): number | null => {
  const year = Number(text);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
};

/** The current edition is the Beijing year, as the API reads it. */
const currentEdition = () => new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

/** The race director's first screen: an edition's figures, per day, its draws and, on race day, the race live. */
export function DashboardPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [year, setYear] = useState(currentEdition);
  const [yearText, setYearText] = useState(String(year));
  const [yearError, setYearError] = useState<string | undefined>(undefined);
  const { state, refresh, refreshing } = useDashboard(year);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const chosen = readYear(yearText);
    setYearError(chosen === null ? t('admin.dashboard.errors.year') : undefined);
    if (chosen !== null) setYear(chosen);
  };
  return (
    <Box as="section" aria-labelledby="admin-dashboard-heading" data-testid="admin-dashboard" mt="6">
      <Heading as="h2" size="lg" id="admin-dashboard-heading" mb="3">
        {t('admin.dashboard.heading', { year })}
      </Heading>
      <form noValidate onSubmit={show} data-testid="admin-dashboard-year">
        <Flex gap="3" align="flex-end" wrap="wrap" mb="2">
          <TextField
            label={t('admin.dashboard.year')}
            required
            input={{
              value: yearText,
              onChange: (event) => setYearText(event.target.value),
              inputMode: 'numeric',
              maxW: '32',
            }}
            error={yearError}
            testId="admin-dashboard-year-input"
          />
          <Button type="submit" variant="outline" mb="6">
            {t('admin.dashboard.show')}
          </Button>
          <Button
            type="button"
            variant="outline"
            mb="6"
            onClick={refresh}
            loading={refreshing}
            data-testid="admin-dashboard-refresh"
          >
            {t('admin.dashboard.refresh')}
          </Button>
        </Flex>
      </form>
      {state.kind === 'loading' ? (
        <Box role="status">
          <Spinner size="sm" aria-hidden /> {t('admin.loading')}
        </Box>
      ) : state.kind === 'failed' ? (
        <FormAlert text={state.text} testId="admin-dashboard-failure" />
      ) : (
        <>
          <Text fontSize="sm" mb="3" data-testid="admin-dashboard-as-of">
            {t('admin.dashboard.updatedAt', { at: formatDateTime(state.at, language) })}
            {' · '}
            {state.data.raceDay === null
              ? t('admin.dashboard.noRaceDay')
              : t('admin.dashboard.raceDay', { day: state.data.raceDay })}
          </Text>
          <FigureCards totals={state.data.totals} />
          {state.data.isRaceDay || state.data.live.started > 0 || state.data.live.feeds.length > 0 ? (
            <LiveState dashboard={state.data} />
          ) : null}
          <StatusTotals statuses={state.data.statuses} />
          <DrawStates draws={state.data.draws} />
          <DaysTable year={year} days={state.data.days} />
        </>
      )}
    </Box>
  );
}
