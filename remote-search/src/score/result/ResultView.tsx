import type { NonFinisher, ScoreAnalysis, ScoreAnswer } from '@marathon/shared/api';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useAfterPaint } from '../first-screen/use-after-paint';
import { FinisherCard } from './FinisherCard';
import { NonFinisherCard } from './NonFinisherCard';

// Below the card, loaded once it is shown: the charts (uPlot), the race analysis and the correction request, all
// drawn with Chakra. They are no part of a result link's first screen.
const ResultExtras = lazy(() => import('../extras/ResultExtras'));

// Not the contract's own isNonFinisher: a value from @marathon/shared/api would bring its schemas to this screen.
const didNotFinish = (answer: ScoreAnswer): answer is NonFinisher =>
  answer.status === 'dnf' || answer.status === 'dq';

/**
 * One runner's result, in the order a runner reads it: the card (plain elements, shown first), then what loads
 * after it. Live race-day sections (splits as they arrive, followers) belong between the card and the extras.
 */
export function ResultView({ answer, onChanged }: { answer: ScoreAnswer; onChanged: () => void }) {
  const [analysis, setAnalysis] = useState<ScoreAnalysis | null>(null);
  const afterCard = useAfterPaint(true);
  // A runner picked far down the finishers list (or any result out of sight) is brought into view: the card
  // changes at the top of the page, and a visitor left 1,200 px below would not see it.
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    const top = card.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < 0 || top > window.innerHeight * 0.8)) {
      card.current?.scrollIntoView({ block: 'start' });
    }
  }, [answer.year, answer.bib]);
  return (
    <article className="score-result" ref={card} data-testid="score-result">
      {didNotFinish(answer) ? (
        <NonFinisherCard answer={answer} />
      ) : (
        <FinisherCard result={answer} analysis={analysis} />
      )}
      {afterCard ? (
        <Suspense fallback={<div className="score-extras" />}>
          <ResultExtras answer={answer} onAnalysis={setAnalysis} onChanged={onChanged} />
        </Suspense>
      ) : (
        <div className="score-extras" />
      )}
    </article>
  );
}
