import { useMemo } from 'react';
import type { AlertSource } from './LiveAlerts';
import { FollowButton, LiveFollowing } from './LiveFollowing';
import type { FollowedAccount } from './followed-account';
import { LiveRunnerCard, type Translate } from './LiveRunnerCard';
import { useLiveRunners, type LiveSource } from './use-live-runners';

/**
 * Race day on a result page: the looked-up bib's live card (with a follow button) and "my runners", as the desktop
 * page and the phone site both show them.
 */
export function LiveBib({
  source,
  year,
  bib,
  t,
  language,
  alerts,
  account = null,
}: {
  source: LiveSource;
  year: number;
  bib: string;
  t: Translate;
  language: 'zh' | 'en';
  /** Finish alerts, where the page offers them. */
  alerts?: AlertSource;
  /** The logged-in runner's account list; null for a visitor (the browser's list alone). */
  account?: FollowedAccount | null;
}) {
  const wanted = useMemo(() => (bib ? [{ bib }] : []), [bib]);
  const { runners } = useLiveRunners(source, bib ? year : null, wanted);
  const runner = runners.get(bib);
  return (
    <>
      {runner ? (
        <LiveRunnerCard
          runner={runner}
          t={t}
          language={language}
          actions={runner.found ? <FollowButton year={year} bib={bib} t={t} /> : null}
        />
      ) : null}
      <LiveFollowing
        source={source}
        year={year}
        t={t}
        language={language}
        account={account}
        {...(alerts ? { alerts } : {})}
      />
    </>
  );
}
