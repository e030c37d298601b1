import { fragmentLanguage, useLanguage, useTranslation } from '@marathon/shared';
import type { NonFinisher } from '@marathon/shared/api';
import { formatDuration } from '@marathon/shared/race-time';
import { SplitsTable } from '../SplitsTable';
import { Figure } from './Figure';
import { StatusBadges } from './StatusBadges';

/** A runner who did not finish or was disqualified: the status and the organisers' reason, the marks passed. */
export function NonFinisherCard({ answer }: { answer: NonFinisher }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <div className="score-result-head">
        <h2 lang={fragmentLanguage(answer.name, language)} data-testid="score-name">
          {answer.name}
        </h2>
        <span className="score-muted">
          {answer.year} · {t(`search.items.${answer.raceItem}`)} · {t('search.form.bib')} {answer.bib}
        </span>
        <span className="score-badge score-badge--stop" data-testid="score-outcome">
          {t(`result.outcome.${answer.status}`)}
        </span>
        <StatusBadges answer={answer} />
      </div>
      <p className="score-hint" data-testid="score-outcome-reason">
        {answer.reason
          ? t('result.outcome.reason', { reason: language === 'en' ? answer.reason.en : answer.reason.zh })
          : t(`result.outcome.${answer.status}Hint`)}
      </p>
      {answer.chipTimeMs !== null ? (
        <dl className="score-figures">
          <Figure
            testId="score-chip"
            label={t('search.score.chipTime')}
            value={formatDuration(answer.chipTimeMs)}
          />
        </dl>
      ) : null}
      {answer.splits.length > 0 ? (
        <div className="score-columns">
          <div>
            <SplitsTable marks={{ splits: answer.splits, finish: null }} analysis={null} />
          </div>
        </div>
      ) : null}
    </>
  );
}
