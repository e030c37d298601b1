import type { NonFinisher } from '@marathon/shared/api';
import { formatDuration } from '@marathon/shared/race-time';
import { useT } from '../app/i18n';
import { SplitList } from './SplitList';

/** A runner who did not finish or was disqualified: the status, the organisers' reason, the marks passed. */
export function NonFinisherCard({ answer }: { answer: NonFinisher }) {
  const { t, language } = useT();
  return (
    <article className="m-card" data-testid="m-result">
      <header className="m-result-head">
        <h2 data-testid="m-result-name">{answer.name}</h2>
        <p>
          {answer.year} · {t(`items.${answer.raceItem}`)} · {t('bib')} {answer.bib}
        </p>
        <span className="m-badge m-badge-warn" data-testid="m-result-outcome">
          {t(`outcome.${answer.status}`)}
        </span>{' '}
        {answer.underReview ? <span className="m-badge m-badge-warn">{t('outcome.underReview')}</span> : null}
      </header>
      <p>
        {answer.reason
          ? t('outcome.reason', { reason: language === 'en' ? answer.reason.en : answer.reason.zh })
          : t(`outcome.${answer.status}Hint`)}
      </p>
      {answer.chipTimeMs !== null ? <p className="m-big">{formatDuration(answer.chipTimeMs)}</p> : null}
      <SplitList splits={answer.splits} />
    </article>
  );
}
