import type { LiveRunnerSearchAnswer, NameSearchAnswer } from '@marathon/shared/api';
import { PATTERNS } from '@marathon/shared/patterns';
import { formatDuration } from '@marathon/shared/race-time';
import { useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../app/api';
import { useT } from '../app/i18n';
import { Notice } from '../app/Notice';
import { go, routeAddress, type Route } from '../app/route';
import { useLoad } from '../app/use-load';

type Found = ({ live: false } & NameSearchAnswer) | ({ live: true } & LiveRunnerSearchAnswer);

/**
 * Find a runner by name: characters, pinyin with or without spaces and tones, the given name first, initials or
 * the start of any. Exact matches first; each opens its result. A live year (race day, no results yet) is searched
 * in its start list: each runner found opens their live card, to follow them.
 */
export function NameSearch({
  year,
  live = false,
  children,
}: {
  year: number | undefined;
  live?: boolean;
  /** Fields shown first in the form (the year). */
  children?: ReactNode;
}) {
  const { t, language } = useT();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const found = useLoad<Found>(
    query && year ? `${live ? 'live' : 'results'}/${year}/${query}/${language}` : null,
    async (signal) => {
      const options = { query: { year: year ?? 0, q: query ?? '' }, signal };
      return live
        ? { live: true, ...(await api<LiveRunnerSearchAnswer>('/live/api/runners', options)) }
        : { live: false, ...(await api<NameSearchAnswer>('/race-data/api/results/names', options)) };
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setInvalid(!PATTERNS.nameSearch.test(value));
    if (PATTERNS.nameSearch.test(value)) setQuery(value);
  };
  return (
    <>
      <form className="m-form" noValidate onSubmit={submit} data-testid="m-name-form">
        {children}
        <label>
          <span>{t('names.label')}</span>
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('names.hint')}
            aria-invalid={invalid}
            aria-describedby="m-name-error"
            data-testid="m-name"
          />
        </label>
        <p id="m-name-error" className="m-field-error" aria-live="polite">
          {invalid ? t('names.invalid') : ''}
        </p>
        <button type="submit" className="m-button" data-testid="m-name-search">
          {t('search')}
        </button>
      </form>
      {!found ? null : found.status === 'loading' ? (
        <p className="m-note">{t('loading')}</p>
      ) : found.status === 'failed' ? (
        <Notice error={found.error} />
      ) : found.data.hits.length === 0 ? (
        <p className="m-note">{t(found.data.live ? 'names.noneLive' : 'names.none')}</p>
      ) : found.data.live ? (
        <>
          <p className="m-small">{t('names.startList')}</p>
          <ul className="m-hits" data-testid="m-name-hits">
            {found.data.hits.map((hit) => (
              <li key={hit.bib} data-testid="m-name-hit">
                <ResultLink route={{ page: 'score', year: found.data.year, bib: hit.bib }}>
                  {hit.name}
                </ResultLink>
                <span className="m-small">
                  {' '}
                  {t('bib')} {hit.bib} · {t(`items.${hit.raceItem}`)}
                </span>
              </li>
            ))}
          </ul>
          {found.data.more ? <p className="m-small">{t('names.more')}</p> : null}
        </>
      ) : (
        <>
          <ul className="m-hits" data-testid="m-name-hits">
            {found.data.hits.map((hit) => (
              <li key={hit.bib} data-testid="m-name-hit">
                <ResultLink route={{ page: 'score', year: found.data.year, bib: hit.bib }}>
                  {hit.name}
                </ResultLink>
                <span className="m-small">
                  {' '}
                  {t('bib')} {hit.bib} · {t(`items.${hit.raceItem}`)} ·{' '}
                  {hit.status === 'finished' && hit.chipTimeMs !== null
                    ? formatDuration(hit.chipTimeMs)
                    : t(`outcome.${hit.status === 'dq' ? 'dq' : 'dnf'}`)}
                </span>
              </li>
            ))}
          </ul>
          {found.data.more ? <p className="m-small">{t('names.more')}</p> : null}
        </>
      )}
    </>
  );
}

/** A link to a result: its own address (to keep or share), followed in the page without loading it again. */
function ResultLink({ route, children }: { route: Route; children: string }) {
  return (
    <a
      href={routeAddress(route)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(route);
      }}
    >
      {children}
    </a>
  );
}
