import { Box, HStack, Link } from '@marathon/shared/ui';
import { Tabs } from '@marathon/shared/ui-interactive';
import {
  call,
  errorMessage,
  useLatestQuery,
  useSiteStore,
  useTranslation,
  lookupOpen,
} from '@marathon/shared';
import { endpoints, type ScoreResult } from '@marathon/shared/api';
import { useSearchParams } from '@marathon/shared/router';
import { useEffect, useState } from 'react';
import { defaultYear } from '@marathon/shared/default-year';
import { ClosedNotice } from '../lookup/ClosedNotice';
import { ErrorNote } from '../lookup/ErrorNote';
import { useRaceYears, useRaceYearsSettled, yearIsEmpty } from '../lookup/use-years';
import { EmptyYearNote } from '../lookup/EmptyYearNote';
import { YearSelect } from '../lookup/YearSelect';
import { LookupPage } from '../pages/LookupPage';
import { BibForm } from './BibForm';
import { IdentityForm } from './IdentityForm';
import { ResultsBoard } from './ResultsBoard';
import { ScoreCard } from './ScoreCard';

const YEAR_PARAM = /^\d{4}$/;

/**
 * Score lookup (query type 4). A bib search lives in the address (#/score-search?year=2024&bib=10086), so a result
 * can be shared and the back button walks through earlier searches; a name and ID search never enters the address.
 */
export function ScoreSearchPage() {
  const open = useSiteStore((s) => lookupOpen(s.cloud, 'scoreSearch'));
  if (!open) {
    return (
      <LookupPage titleKey="search.scoreSearch" testId="score-search-page">
        <ClosedNotice module="scoreSearch" />
      </LookupPage>
    );
  }
  return <OpenScoreSearch />;
}

function OpenScoreSearch() {
  const { t } = useTranslation();
  const years = useRaceYears();
  const yearsSettled = useRaceYearsSettled();
  const [params, setParams] = useSearchParams();
  const yearParam = params.get('year') ?? '';
  const bibParam = params.get('bib') ?? '';
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  // A link without a year means the year the lookup opens on: the newest with finishers.
  const linkYear = YEAR_PARAM.test(yearParam) ? Number(yearParam) : defaultYear(years, 'finishers');
  const year = chosenYear ?? linkYear ?? new Date().getFullYear();
  const [tab, setTab] = useState<string>('bib');
  const [state, run, reset] = useLatestQuery<ScoreResult>();
  // A result link's list waits for the result: the card then takes its place above the list instead of pushing
  // a list that was already on screen.
  const [linkAnswered, setLinkAnswered] = useState(bibParam === '');
  if (!linkAnswered && (state.status === 'success' || state.status === 'error')) setLinkAnswered(true);

  useEffect(() => {
    if (!bibParam || linkYear === undefined) return;
    void run((signal) =>
      call(endpoints.score, { query: { year: linkYear, bib: bibParam }, silent: true, signal }),
    );
  }, [bibParam, linkYear, run]);

  return (
    <LookupPage titleKey="search.scoreSearch" testId="score-search-page">
      <HStack align="flex-end" justify="space-between" gap="6" mb="4">
        <YearSelect years={years} value={year} onChange={setChosenYear} />
        <Link href="#/multiple-score-search" color="brand.700" mb="2" data-testid="score-history-link">
          {t('search.score.historyLink')}
        </Link>
      </HStack>
      {yearIsEmpty(years, year, 'finishers') ? <EmptyYearNote year={year} data="finishers" /> : null}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" colorPalette="brand">
        <Tabs.List>
          <Tabs.Trigger value="bib" data-testid="score-tab-bib">
            {t('search.form.byBib')}
          </Tabs.Trigger>
          <Tabs.Trigger value="identity" data-testid="score-tab-identity">
            {t('search.form.byIdentity')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="bib" pt="6">
          <BibForm
            initialBib={bibParam}
            busy={state.status === 'loading'}
            onInvalid={reset}
            onSearch={(bib) => {
              setParams({ year: String(year), bib });
              // The same bib again (e.g. after a failure) leaves the address unchanged: search anyway.
              if (bib === bibParam && String(year) === yearParam) {
                void run((signal) => call(endpoints.score, { query: { year, bib }, silent: true, signal }));
              }
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="identity" pt="6">
          <IdentityForm
            testId="score-identity-form"
            busy={state.status === 'loading'}
            onInvalid={reset}
            onSearch={(values) =>
              void run((signal) =>
                call(endpoints.scoreByIdentity, { body: { year, ...values }, silent: true, signal }),
              )
            }
          />
        </Tabs.Content>
      </Tabs.Root>
      <Box aria-live="polite">
        {state.status === 'error' ? <ErrorNote message={errorMessage(state.error)} /> : null}
        {state.status === 'success' ? <ScoreCard result={state.data} /> : null}
      </Box>
      {/* Not before the year is known: a list of a guessed year would flash its 'no data' and then move away. Not
          for a year whose results are not published: the note above says so, an empty list would only repeat it. */}
      {linkAnswered && !yearIsEmpty(years, year, 'finishers') ? (
        <ResultsBoard
          year={chosenYear !== null || YEAR_PARAM.test(yearParam) || yearsSettled ? year : null}
        />
      ) : null}
    </LookupPage>
  );
}
