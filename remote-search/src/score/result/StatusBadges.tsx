import { useTranslation } from '@marathon/shared';
import type { ScoreAnswer } from '@marathon/shared/api';

/** Provisional or final, and 'under review' while a runner's correction request is open. */
export function StatusBadges({ answer }: { answer: ScoreAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <span
        className={`score-badge${answer.provisional ? ' score-badge--warn' : ''}`}
        data-testid="score-status"
      >
        {answer.provisional ? t('search.score.provisional') : t('search.score.final')}
      </span>
      {answer.underReview ? (
        <span className="score-badge score-badge--warn" data-testid="score-under-review">
          {t('result.outcome.underReview')}
        </span>
      ) : null}
    </>
  );
}
