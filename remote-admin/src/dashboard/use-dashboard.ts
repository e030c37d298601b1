import { endpoints, type Dashboard } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

export type DashboardState =
  | { kind: 'loading' }
  | { kind: 'failed'; text: string }
  | { kind: 'loaded'; dashboard: Dashboard; at: number };

type Answered = { year: number; round: number } & (
  { kind: 'failed'; text: string } | { kind: 'loaded'; dashboard: Dashboard; at: number }
);

/**
 * A year's dashboard, asked again on refresh. The figures shown stay while the same year is refreshed (no blank
 * flash on a busy race day); another year shows loading until it answers.
 */
export function useDashboard(year: number) {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    staffCall(endpoints.staffDashboard, { query: { year }, signal: controller.signal, silent: true }).then(
      (dashboard) => setAnswered({ year, round, kind: 'loaded', dashboard, at: Date.now() }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswered({ year, round, kind: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [year, round]);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  const state: DashboardState = answered === null || answered.year !== year ? { kind: 'loading' } : answered;
  const refreshing = answered !== null && answered.year === year && answered.round !== round;
  return { state, refresh, refreshing };
}
