import { useState } from 'react';
import { followRunner } from './followed';
import { useFollowedAccount, type FollowedAccount } from './followed-account';
import type { Translate } from './LiveRunnerCard';
import { MAX_FOLLOWED } from './points';

/**
 * What the account sync has to say on a "my runners" list: the runners a login's merge could not keep (at most
 * MAX_FOLLOWED), each with a button to follow it once there is room or to let it go, and a save that failed.
 */
export function FollowedNotice({ account, t }: { account: FollowedAccount | null; t: Translate }) {
  const { notKept, problem, dropNotKept } = useFollowedAccount(account);
  const [full, setFull] = useState(false);
  if (notKept.length === 0 && !problem) return null;
  return (
    <div className="live-notice" data-testid="live-followed-notice">
      {problem ? (
        <p role="alert" className="live-problem">
          {t('live.accountProblem')} {problem instanceof Error ? problem.message : ''}
        </p>
      ) : null}
      {notKept.length > 0 ? (
        <>
          <p role="alert">
            {t('live.notKept', { max: MAX_FOLLOWED, bibs: notKept.map((runner) => runner.bib).join(', ') })}
          </p>
          <ul className="live-not-kept">
            {notKept.map((runner) => (
              <li key={`${runner.year}:${runner.bib}`} data-testid={`live-not-kept-${runner.bib}`}>
                <span>
                  {runner.year} · {runner.bib}
                </span>
                <button
                  type="button"
                  className="live-button"
                  onClick={() => {
                    const added = followRunner(runner);
                    setFull(!added);
                    if (added) dropNotKept(runner);
                  }}
                >
                  {t('live.follow')}
                </button>
                <button
                  type="button"
                  className="live-button live-button-quiet"
                  onClick={() => dropNotKept(runner)}
                >
                  {t('live.letGo')}
                </button>
              </li>
            ))}
          </ul>
          {full ? <p role="alert">{t('live.full', { max: MAX_FOLLOWED })}</p> : null}
        </>
      ) : null}
    </div>
  );
}
