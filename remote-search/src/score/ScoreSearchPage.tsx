import {
  FeatureStyles,
  errorMessage,
  lookupOpen,
  useLatestQuery,
  useSiteStore,
  useTranslation,
} from '@marathon/shared';
import type { ScoreAnswer } from '@marathon/shared/api';
import { useSearchParams } from '@marathon/shared/router';
import { defaultYear } from '@marathon/shared/default-year';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { loadScore, loadYears } from './first-screen/load-score';
import { ToolsPreview, useTypedBib } from './first-screen/ToolsPreview';
import { useAfterPaint } from './first-screen/use-after-paint';
import type { YearCounts } from './first-screen/answer-guard';
import { ResultView } from './result/ResultView';
import css from './score.css?inline';

// Chakra's parts of the page: on a result link they load once the card is shown (the card is the first screen).
const LookupTools = lazy(() => import('./tools/LookupTools'));
const ResultsBoard = lazy(() => import('./ResultsBoard'));
const ClosedScoreSearch = lazy(() => import('./ClosedScoreSearch'));
// Race day: live splits and followed runners, for a year whose results are not imported yet.
const LivePanel = lazy(() => import('../live/LivePanel'));

const YEAR_PARAM = /^\d{4}$/;

/**
 * Score lookup (query type 4). A bib search lives in the address (#/score-search?year=2024&bib=10086), so a result
 * can be shared and the back button walks through earlier searches; a name and ID search never enters the address.
 * A result link's first screen is the card alone, drawn without Chakra from a checked answer; the tools, the
 * charts and the finishers list follow it.
 */
export function ScoreSearchPage() {
  const open = useSiteStore((s) => lookupOpen(s.cloud, 'scoreSearch'));
  const { t } = useTranslation();
  return (
    <div className="score-sheet" data-testid="score-search-page">
      <FeatureStyles id="score" css={css} />
      <h1>{t('search.scoreSearch')}</h1>
      {open ? (
        <OpenScoreSearch />
      ) : (
        <Suspense fallback={null}>
          <ClosedScoreSearch />
        </Suspense>
      )}
    </div>
  );
}

function OpenScoreSearch() {
  const [params, setParams] = useSearchParams();
  const yearParam = params.get('year') ?? '';
  const bibParam = params.get('bib') ?? '';
  const [years, setYears] = useState<YearCounts[] | null>(null);
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  // A link without a year means the year the lookup opens on: the newest with finishers.
  const linkYear = YEAR_PARAM.test(yearParam) ? Number(yearParam) : defaultYear(years ?? [], 'finishers');
  const year = chosenYear ?? linkYear ?? new Date().getFullYear();
  const [state, run, reset] = useLatestQuery<ScoreAnswer>();
  // On a result link the card comes first: the tools and the list wait until it is answered.
  const [linkAnswered, setLinkAnswered] = useState(bibParam === '');
  if (!linkAnswered && (state.status === 'success' || state.status === 'error')) setLinkAnswered(true);
  const afterCard = useAfterPaint(linkAnswered);
  // A request this visitor filed puts the result under review at once (the shared answer may be cached a minute).
  const [filedFor, setFiledFor] = useState<string | null>(null);
  // A bib typed into the painted preview before the scripts ran is the form's own (a link's bib comes first).
  const [typed, onTyped] = useTypedBib();
  const formBib = bibParam || typed.bib;

  useEffect(() => {
    const controller = new AbortController();
    loadYears(controller.signal).then(setYears, () => setYears([]));
    return () => controller.abort();
  }, []);

  const lookUp = useCallback(
    (lookupYear: number, bib: string) => void run((signal) => loadScore(lookupYear, bib, signal)),
    [run],
  );
  useEffect(() => {
    if (!bibParam || linkYear === undefined) return;
    lookUp(linkYear, bibParam);
  }, [bibParam, linkYear, lookUp]);

  const { t } = useTranslation();
  // A year with runners and no results yet is on the way or under way: its page is live.
  const counts = years?.find((candidate) => candidate.year === year);
  const liveYear = counts !== undefined && counts.finishers === 0 && counts.registrations > 0;
  return (
    <>
      <div className="score-tools">
        {afterCard ? (
          <Suspense fallback={<ToolsPreview year={years ? year : null} bib={formBib} onBib={onTyped} />}>
            <LookupTools
              years={years ?? []}
              year={year}
              onYear={setChosenYear}
              bib={formBib}
              focusBib={typed.focused}
              busy={state.status === 'loading'}
              onInvalid={reset}
              onBib={(bib) => {
                setParams({ year: String(year), bib });
                // The same bib again (e.g. after a failure) leaves the address unchanged: search anyway.
                if (bib === bibParam && String(year) === yearParam) lookUp(year, bib);
              }}
              onIdentity={(load) => void run(load)}
            />
          </Suspense>
        ) : (
          // The tools' first screen: painted from HTML by the shell's server, and shown here until they load.
          <ToolsPreview year={years ? year : null} bib={formBib} onBib={onTyped} />
        )}
      </div>
      <div aria-live="polite">
        {liveYear && state.status === 'error' ? null : state.status === 'error' ? (
          <p role="alert" className="score-note" data-testid="lookup-error">
            {errorMessage(state.error)}
          </p>
        ) : null}
        {state.status === 'success' ? (
          <ResultView
            key={`${state.data.year}/${state.data.bib}`}
            answer={
              filedFor === `${state.data.year}/${state.data.bib}`
                ? { ...state.data, underReview: true }
                : state.data
            }
            onChanged={() => setFiledFor(`${state.data.year}/${state.data.bib}`)}
          />
        ) : null}
      </div>
      {liveYear ? (
        <Suspense fallback={null}>
          <LivePanel year={year} bib={bibParam && String(year) === yearParam ? bibParam : ''} />
        </Suspense>
      ) : null}
      {/* Not before the year is known: a list of a guessed year would flash its 'no data' and then move away. Not
          for a year whose results are not published: the note above says so, an empty list would only repeat it. */}
      {afterCard && years?.find((candidate) => candidate.year === year)?.finishers !== 0 ? (
        <Suspense fallback={<p className="score-muted">{t('search.form.searching')}</p>}>
          <ResultsBoard
            year={chosenYear !== null || YEAR_PARAM.test(yearParam) || years !== null ? year : null}
          />
        </Suspense>
      ) : null}
    </>
  );
}
