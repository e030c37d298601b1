import { ApiError } from '@marathon/shared';
import { endpoints, type PublicDraw } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

export type DrawState =
  | { kind: 'loading' }
  | { kind: 'failed'; text: string }
  /** No seed hash committed yet: the API's 404 for this race item. */
  | { kind: 'none' }
  | { kind: 'loaded'; draw: PublicDraw };

type Answered = { key: string } & Exclude<DrawState, { kind: 'loading' }>;

const NOT_FOUND = 404;

/**
 * A race item's draw as its public record has it, asked again after each step. The shown state stays while the
 * same race item is asked again; another one shows loading until it answers.
 */
export function useDraw(year: number, raceItem: string) {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [round, setRound] = useState(0);
  const key = `${year}/${raceItem}`;
  useEffect(() => {
    const controller = new AbortController();
    staffCall(endpoints.drawPublic, {
      query: { year, raceItem },
      signal: controller.signal,
      silent: true,
    }).then(
      (draw) => setAnswered({ key, kind: 'loaded', draw }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.code === NOT_FOUND) setAnswered({ key, kind: 'none' });
        else setAnswered({ key, kind: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [key, year, raceItem, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const state: DrawState = answered === null || answered.key !== key ? { kind: 'loading' } : answered;
  return { state, reload };
}
