import { Box } from '@marathon/shared/ui';
import { withUi } from '@marathon/shared/ui';
import { isNonFinisher, type ScoreAnalysis, type ScoreAnswer } from '@marathon/shared/api';
import { Suspense, lazy, useEffect } from 'react';
import { useAnalysis } from '../analysis/use-analysis';
import { CorrectionPanel } from '../correction/CorrectionPanel';

// uPlot (~20 KB gzip) loads when the analysis has come, never with the card.
const ResultCharts = lazy(() =>
  import('../analysis/ResultCharts').then((module) => ({ default: module.ResultCharts })),
);

/** The finisher's analysis: asked once the card is shown, handed up for the card's field sizes and split ranks. */
function FinisherExtras({
  answer,
  onAnalysis,
}: {
  answer: Extract<ScoreAnswer, { certificatePath: string }>;
  onAnalysis: (analysis: ScoreAnalysis) => void;
}) {
  const analysis = useAnalysis(answer);
  useEffect(() => {
    if (analysis) onAnalysis(analysis);
  }, [analysis, onAnalysis]);
  return analysis ? (
    <Suspense fallback={<Box minH="300px" />}>
      <ResultCharts result={answer} analysis={analysis} />
    </Suspense>
  ) : (
    <Box minH="300px" />
  );
}

/** What follows a result's card: its analysis and charts (finishers), and the way to ask for a correction. */
function ResultExtras({
  answer,
  onAnalysis,
  onChanged,
}: {
  answer: ScoreAnswer;
  onAnalysis: (analysis: ScoreAnalysis) => void;
  /** A request was filed: the page shows the result as under review. */
  onChanged: () => void;
}) {
  return (
    <>
      {isNonFinisher(answer) ? null : <FinisherExtras answer={answer} onAnalysis={onAnalysis} />}
      <CorrectionPanel answer={answer} onFiled={onChanged} />
    </>
  );
}

export default withUi(ResultExtras);
