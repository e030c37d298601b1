import type { NonFinisher, ScoreAnswer } from '@marathon/shared/api';
import { NonFinisherCard } from './NonFinisherCard';
import { ResultCard } from './ResultCard';

const didNotFinish = (answer: ScoreAnswer): answer is NonFinisher =>
  answer.status === 'dnf' || answer.status === 'dq';

/** A lookup's answer: a finisher's result card, or the card of a DNF or DQ. */
export function ResultOrOutcome({ answer, apiBase }: { answer: ScoreAnswer; apiBase: string }) {
  return didNotFinish(answer) ? (
    <NonFinisherCard answer={answer} />
  ) : (
    <ResultCard result={answer} apiBase={apiBase} />
  );
}
