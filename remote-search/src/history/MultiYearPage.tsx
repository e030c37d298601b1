import { Box } from '@marathon/shared/ui';
import { call, errorMessage, useLatestQuery, useTranslation } from '@marathon/shared';
import { endpoints, type ScoreHistory } from '@marathon/shared/api';
import { ErrorNote } from '../lookup/ErrorNote';
import { LookupPage } from '../pages/LookupPage';
import { IdentityForm } from '../score/IdentityForm';
import { HistoryTable } from './HistoryTable';

/** Multi-year score lookup: one runner's results in every year, by name and ID number. */
export function MultiYearPage() {
  const { t } = useTranslation();
  const [state, run, reset] = useLatestQuery<ScoreHistory>();
  return (
    <LookupPage
      titleKey="search.multiYearScoreSearch"
      intro={t('search.privacy')}
      testId="history-search-page"
    >
      <IdentityForm
        testId="history-form"
        busy={state.status === 'loading'}
        onInvalid={reset}
        onSearch={(values) =>
          void run((signal) => call(endpoints.scoreHistory, { body: values, silent: true, signal }))
        }
      />
      <Box aria-live="polite">
        {state.status === 'error' ? <ErrorNote message={errorMessage(state.error)} /> : null}
        {state.status === 'success' ? <HistoryTable history={state.data} /> : null}
      </Box>
    </LookupPage>
  );
}
