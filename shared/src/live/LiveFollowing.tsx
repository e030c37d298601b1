import { useState, type FormEvent } from 'react';
import { PATTERNS } from '../validation/patterns';
import { followRunner, unfollowRunner, useFollowed } from './followed';
import { AlertChoice, useAlerts, type AlertSource } from './LiveAlerts';
import type { FollowedAccount } from './followed-account';
import { FollowedNotice } from './FollowedNotice';
import { LiveRunnerCard, type Translate } from './LiveRunnerCard';
import { MAX_FOLLOWED } from './points';
import { useLiveRunners, type LiveSource } from './use-live-runners';

const SHARE_CODE = /^[0-9A-HJKMNP-TV-Z]{8}$/i;

/** A follow button for one runner (a result page's live card): follows, or says the list is full. */
export function FollowButton({ year, bib, t }: { year: number; bib: string; t: Translate }) {
  const followed = useFollowed().some((entry) => entry.year === year && entry.bib === bib);
  const [full, setFull] = useState(false);
  return (
    <span className="live-follow">
      <button
        type="button"
        className="live-button"
        aria-pressed={followed}
        data-testid={`live-follow-${bib}`}
        onClick={() => {
          if (followed) return unfollowRunner({ year, bib });
          setFull(!followRunner({ year, bib }));
        }}
      >
        {followed ? t('live.following') : t('live.followThis')}
      </button>
      {full ? <span role="alert">{t('live.full', { max: MAX_FOLLOWED })}</span> : null}
    </span>
  );
}

/**
 * "My runners": the runners this browser follows in a year, live, with a form to follow another by bib (and share
 * code), a button to stop following each and, where the page offers them, each runner's finish alert. With an
 * account (logged in), the list is the account's.
 */
export function LiveFollowing({
  source,
  year,
  t,
  language,
  alerts,
  account = null,
}: {
  source: LiveSource;
  year: number;
  t: Translate;
  language: 'zh' | 'en';
  alerts?: AlertSource;
  account?: FollowedAccount | null;
}) {
  const followed = useFollowed().filter((entry) => entry.year === year);
  const alertState = useAlerts(alerts, year);
  const { runners, connection, error } = useLiveRunners(source, year, followed);
  const [bib, setBib] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = bib.trim().toUpperCase();
    const shared = code.trim().toUpperCase();
    if (!PATTERNS.bib.test(wanted) || (shared !== '' && !SHARE_CODE.test(shared))) {
      setProblem(t(shared !== '' && PATTERNS.bib.test(wanted) ? 'live.code' : 'live.bib'));
      return;
    }
    if (!followRunner({ year, bib: wanted, ...(shared ? { code: shared } : {}) })) {
      setProblem(t('live.full', { max: MAX_FOLLOWED }));
      return;
    }
    setProblem(null);
    setBib('');
    setCode('');
  };
  return (
    <section className="live-following" aria-labelledby="live-following-title" data-testid="live-following">
      <h2 id="live-following-title">{t('live.myRunners')}</h2>
      {account ? <p className="live-note">{t('live.accountNote')}</p> : null}
      <FollowedNotice account={account} t={t} />
      <form className="live-form" noValidate onSubmit={submit}>
        <label>
          <span>{t('live.bib')}</span>
          <input
            value={bib}
            onChange={(event) => setBib(event.target.value)}
            data-testid="live-bib"
            autoComplete="off"
          />
        </label>
        <label>
          <span>{t('live.code')}</span>
          <input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            data-testid="live-code"
            autoComplete="off"
          />
        </label>
        <button type="submit" className="live-button" data-testid="live-add">
          {t('live.follow')}
        </button>
        <p className="live-problem" role="alert">
          {problem ?? ''}
        </p>
      </form>
      {followed.length === 0 ? (
        <p className="live-note">{t('live.none', { max: MAX_FOLLOWED })}</p>
      ) : (
        <>
          <p className="live-connection" data-testid="live-connection" data-state={connection}>
            {t(`live.connection.${connection}`)}
          </p>
          {error ? (
            <p role="alert" className="live-problem">
              {error instanceof Error ? error.message : String(error)}
            </p>
          ) : null}
          {followed.map((entry) => {
            const runner = runners.get(entry.bib);
            const remove = (
              <button
                type="button"
                className="live-button live-button-quiet"
                data-testid={`live-unfollow-${entry.bib}`}
                onClick={() => unfollowRunner(entry)}
              >
                {t('live.unfollow')}
              </button>
            );
            const actions =
              alertState && runner?.found ? (
                <>
                  {remove}
                  <AlertChoice
                    state={alertState}
                    year={year}
                    bib={entry.bib}
                    {...(entry.code ? { code: entry.code } : {})}
                    t={t}
                    language={language}
                  />
                </>
              ) : (
                remove
              );
            return runner ? (
              <LiveRunnerCard key={entry.bib} runner={runner} t={t} language={language} actions={actions} />
            ) : (
              <p key={entry.bib} className="live-note" data-testid={`live-runner-${entry.bib}`}>
                {entry.bib} {t('live.connection.connecting')}
              </p>
            );
          })}
        </>
      )}
    </section>
  );
}
