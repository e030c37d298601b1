import { endpoints, type TimingKeyList } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

export type TimingKeysState =
  { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'loaded'; list: TimingKeyList };

type Answered = { year: number } & (
  { kind: 'failed'; text: string } | { kind: 'loaded'; list: TimingKeyList }
);

/**
 * A year's keys and feed health, asked again after a key is issued or ended. The shown list stays while the same
 * year is asked again (what the officer just did stays on screen); another year shows loading until it answers.
 */
export function useTimingKeys(year: number) {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    staffCall(endpoints.timingKeyList, { query: { year }, signal: controller.signal, silent: true }).then(
      (list) => setAnswered({ year, kind: 'loaded', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswered({ year, kind: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [year, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const state: TimingKeysState = answered === null || answered.year !== year ? { kind: 'loading' } : answered;
  return { state, reload };
}
