import type { ScoreAnswer } from '@marathon/shared/api';
import { PATTERNS } from '@marathon/shared/patterns';
import { Suspense, lazy, useState, type FormEvent } from 'react';
import { defaultYear } from '@marathon/shared/default-year';
import { takeSettledLookup, takeStartedLookup } from '@marathon/shared/phone-lookup';
import { LookupError, apiOrStarted, loadManifest, succeeded, writtenManifest } from '../app/api';
import { useT } from '../app/i18n';
import { Notice } from '../app/Notice';
import { usePainted } from '../app/painted';
import { go } from '../app/route';
import { useLoad } from '../app/use-load';
import { NameSearch } from './NameSearch';
import { ResultOrOutcome } from './ResultOrOutcome';
import { loadYears } from './years';
import { YearField } from './YearField';

// Race day: live splits and followed runners, loaded only for a year whose results are not in yet.
const LivePanel = lazy(() => import('../live/LivePanel'));

/**
 * Score lookup by bib. The search lives in the address: a result's own path (/m/r/<year>/<bib>, painted by the
 * shell's server) or the desktop site's own form (#/score-search?year=&bib=), so a runner's shared desktop link
 * opens their result here; a link without a year means the newest with results.
 */
export function ScorePage({ year: linkYear, bib }: { year?: number; bib?: string }) {
  const { t, language } = useT();
  const years = useLoad('years', () => loadYears());
  const list = years?.status === 'done' ? years.data : [];
  const year = linkYear ?? defaultYear(list, 'finishers');
  const [input, setInput] = useState(bib ?? '');
  const [invalid, setInvalid] = useState(false);
  const [by, setBy] = useState<'bib' | 'name'>('bib');
  const painted = usePainted()?.result;
  const lookup = useLoad<{ result: ScoreAnswer; apiBase: string }>(
    bib && year ? `${year}/${bib}/${language}` : null,
    async (signal) => {
      // A result link's first lookup was sent by the page itself, before this code had arrived.
      const started = takeStartedLookup(year ?? 0, bib ?? '', language);
      const [result, { apiBase }] = await Promise.all([
        apiOrStarted<ScoreAnswer>(started, '/race-data/api/score', {
          query: { year: year ?? 0, bib: bib ?? '' },
          signal,
        }),
        loadManifest(),
      ]);
      return { result, apiBase };
    },
    () => {
      // The server looked the result up and painted the page with it: this render draws (hydrates) the same.
      if (painted && painted.year === year && painted.bib === bib && painted.language === language) {
        return 'result' in painted.answer
          ? { data: { result: painted.answer.result, apiBase: painted.apiBase } }
          : { error: new LookupError(painted.answer.missing) };
      }
      // Its answer came before this code ran: the first render shows the card. (The server, painting a page
      // without an answer, has no manifest in a page and stops here.)
      const manifest = writtenManifest();
      if (!manifest) return undefined;
      const result = succeeded<ScoreAnswer>(takeSettledLookup(year ?? 0, bib ?? '', language));
      return result ? { data: { result, apiBase: manifest.apiBase } } : undefined;
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    if (!PATTERNS.bib.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    go({ page: 'score', ...(year ? { year } : {}), bib: value.toUpperCase() });
  };
  const chosen = list.find((candidate) => candidate.year === year);
  // A year with runners and no results yet is on the way or under way: its page is live.
  const live = chosen !== undefined && chosen.finishers === 0 && chosen.registrations > 0;
  return (
    <section aria-labelledby="m-score-title">
      <h1 id="m-score-title">{t('tabs.score')}</h1>
      <div className="m-switch" role="group" aria-label={t('tabs.score')}>
        {(['bib', 'name'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            className="m-button m-button-quiet"
            aria-pressed={by === mode}
            onClick={() => setBy(mode)}
            data-testid={`m-by-${mode}`}
          >
            {t(mode === 'bib' ? 'names.byBib' : 'names.byName')}
          </button>
        ))}
      </div>
      {by === 'name' ? (
        <NameSearch year={year} live={live}>
          <YearField years={list} value={year} onChange={(chosen) => go({ page: 'score', year: chosen })} />
        </NameSearch>
      ) : null}
      <form className="m-form" noValidate onSubmit={submit} data-testid="m-score-form" hidden={by === 'name'}>
        <YearField years={list} value={year} onChange={(chosen) => go({ page: 'score', year: chosen })} />
        <label>
          <span>{t('bib')}</span>
          <input
            value={input}
            onChange={(event) => setInput(event.target.value)}
            inputMode="text"
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={invalid}
            aria-describedby="m-bib-error"
            data-testid="m-bib"
          />
        </label>
        {/* The error line is always there, so a message never moves the button under the visitor's finger. */}
        <p id="m-bib-error" className="m-field-error" aria-live="polite">
          {invalid ? t('invalid.bib') : ''}
        </p>
        <button type="submit" className="m-button" data-testid="m-search">
          {t('search')}
        </button>
      </form>
      {years?.status === 'failed' ? <Notice error={years.error} /> : null}
      {chosen && chosen.finishers === 0 && !live ? (
        <p className="m-note">{t('emptyYear', { year: chosen.year })}</p>
      ) : null}
      {live ? (
        <Suspense fallback={<p className="m-note">{t('loading')}</p>}>
          <LivePanel year={chosen.year} bib={invalid ? '' : (bib ?? '')} />
        </Suspense>
      ) : invalid || !lookup ? null : lookup.status === 'loading' ? (
        <p className="m-note">{t('loading')}</p>
      ) : lookup.status === 'failed' ? (
        <Notice error={lookup.error} />
      ) : (
        <ResultOrOutcome answer={lookup.data.result} apiBase={lookup.data.apiBase} />
      )}
    </section>
  );
}
