import { Box } from '@marathon/shared/ui';
import { api, useTranslation } from '@marathon/shared';
import { API_PATHS, type ScoreHistory } from '@marathon/shared/api';
import { ErrorNote } from '../lookup/ErrorNote';
import { useLookup } from '../lookup/use-lookup';
import { LookupPage } from '../pages/LookupPage';
import { IdentityForm } from '../score/IdentityForm';
import { HistoryTable } from './HistoryTable';

/** Multi-year score lookup: one runner's results in every year, by name and ID number. */
export function MultiYearPage() {
  const { t } = useTranslation();
  const [state, run] = useLookup<ScoreHistory>();
  return (
    <LookupPage
      titleKey="search.multiYearScoreSearch"
      intro={t('search.privacy')}
      testId="history-search-page"
    >
      <IdentityForm
        testId="history-form"
        busy={state.status === 'loading'}
        onSearch={(values) =>
          void run((signal) =>
            api().post<ScoreHistory>(API_PATHS.scoreHistory, values, { silent: true, signal }),
          )
        }
      />
      <Box aria-live="polite">
        {state.status === 'failed' ? <ErrorNote message={state.message} /> : null}
        {state.status === 'done' ? <HistoryTable history={state.data} /> : null}
      </Box>
    </LookupPage>
  );
}
