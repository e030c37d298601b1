import type { LiveMissing, LiveRunner } from '../api/live';
import { formatDuration, formatPace } from '../format/race-time';
import { raceClock } from './live-format';

/** The translate function of the page (the desktop remote's i18next or the phone site's). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * One followed runner, live: status, each split with the time of day, the time since the start and the rank so
 * far, the predicted next point and finish, and whether it is provisional. Plain markup with `live-` classes, so the
 * desktop page and the phone site style it each their own way.
 */
export function LiveRunnerCard({
  runner,
  t,
  language,
  actions,
}: {
  runner: LiveRunner | LiveMissing;
  t: Translate;
  language: 'zh' | 'en';
  actions?: React.ReactNode;
}) {
  if (!runner.found) {
    return (
      <article className="live-card live-missing" data-testid={`live-runner-${runner.bib}`}>
        <p>{t('live.notShown', { bib: runner.bib })}</p>
        {actions}
      </article>
    );
  }
  const point = (name: string) => t(`live.point.${name}`);
  return (
    <article className="live-card" data-testid={`live-runner-${runner.bib}`} data-version={runner.version}>
      <header className="live-head">
        <h3>
          {runner.name} <span className="live-bib">{runner.bib}</span>
        </h3>
        <span className={`live-status live-status-${runner.status}`} data-testid="live-status">
          {t(`live.status.${runner.status}`)}
        </span>
        {actions}
      </header>
      {runner.reason ? <p className="live-reason">{runner.reason[language]}</p> : null}
      {runner.splits.length > 0 ? (
        <table className="live-splits">
          <thead>
            <tr>
              <th scope="col">{t('live.columns.point')}</th>
              <th scope="col">{t('live.columns.clock')}</th>
              <th scope="col">{t('live.columns.elapsed')}</th>
              <th scope="col">{t('live.columns.rank')}</th>
              <th scope="col">{t('live.columns.genderRank')}</th>
            </tr>
          </thead>
          <tbody>
            {runner.splits.map((split) => (
              <tr key={split.point} data-testid={`live-split-${split.point}`}>
                <th scope="row">{point(split.point)}</th>
                <td>{raceClock(split.at)}</td>
                <td>
                  {formatDuration(split.elapsedMs)}
                  {split.timing === 'gun' && split.point !== 'start' ? ` (${t('live.gun')})` : ''}
                </td>
                <td data-testid="live-rank">{split.rank ?? '–'}</td>
                <td>{split.genderRank ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {runner.paceSecondsPerKm !== null ? (
        <p className="live-pace">{t('live.pace', { pace: formatPace(runner.paceSecondsPerKm) })}</p>
      ) : null}
      {runner.next && runner.next.point !== 'finish' ? (
        <p className="live-predicted" data-testid="live-next">
          {t('live.next', {
            point: point(runner.next.point),
            clock: raceClock(runner.next.at),
            elapsed: formatDuration(runner.next.elapsedMs),
          })}
        </p>
      ) : null}
      {runner.finish ? (
        <p className="live-predicted" data-testid="live-finish">
          {t('live.finishAt', {
            clock: raceClock(runner.finish.at),
            elapsed: formatDuration(runner.finish.elapsedMs),
          })}
        </p>
      ) : null}
      {runner.next || runner.finish ? <p className="live-note">{t('live.howPredicted')}</p> : null}
      <p className="live-note">{runner.provisional ? t('live.provisional') : t('live.final')}</p>
    </article>
  );
}
