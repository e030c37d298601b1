import { call, useLatestQuery } from '@marathon/shared';
import { endpoints, type ScoreAnalysis, type ScoreResult } from '@marathon/shared/api';
import { useEffect } from 'react';

/**
 * The result set in its race, asked beside the result card (never in front of it): the card shows at once, the
 * field sizes, ranks at each mark and the histogram join it when they arrive. A failure leaves the card as it is.
 */
export function useAnalysis(result: ScoreResult): ScoreAnalysis | null {
  const [state, run] = useLatestQuery<ScoreAnalysis>();
  useEffect(() => {
    void run((signal) =>
      call(endpoints.scoreAnalysis, { query: { year: result.year, bib: result.bib }, silent: true, signal }),
    );
  }, [result.year, result.bib, run]);
  return state.status === 'success' ? state.data : null;
}
