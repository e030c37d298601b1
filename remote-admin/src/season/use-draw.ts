import { endpoints, type DrawOverview } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

export type DrawState =
  { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'loaded'; overview: DrawOverview };

type Answered = { key: string } & Exclude<DrawState, { kind: 'loading' }>;

/**
 * A race item's draw as the organiser sees it (places, applicants, the step reached), asked again after each step.
 * The shown state stays while the same race item is asked again; another one shows loading until it answers.
 */
export function useDraw(year: number, raceItem: string) {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [round, setRound] = useState(0);
  const key = `${year}/${raceItem}`;
  useEffect(() => {
    const controller = new AbortController();
    staffCall(endpoints.drawOverview, {
      query: { year, raceItem },
      signal: controller.signal,
      silent: true,
    }).then(
      (overview) => setAnswered({ key, kind: 'loaded', overview }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswered({ key, kind: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [key, year, raceItem, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const state: DrawState = answered === null || answered.key !== key ? { kind: 'loading' } : answered;
  return { state, reload };
}
