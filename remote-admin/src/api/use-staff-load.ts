import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../forms/failure-text';

/** A staff call's answer as a screen shows it: loading, refused with its text, or loaded (when it answered). */
export type StaffLoad<T> =
  { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'loaded'; data: T; at: number };

type Answered<T> = { key: string; round: number } & Exclude<StaffLoad<T>, { kind: 'loading' }>;

/**
 * One staff call per `key` (the year, the race item, the query: what the screen shows), asked again by `reload`
 * (after an action). The answer shown stays while the same key is asked again, so what the organiser just did
 * stays on screen; another key shows loading until it answers, and a call a newer one replaced is cancelled.
 */
export function useStaffLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [answered, setAnswered] = useState<Answered<T> | null>(null);
  const [round, setRound] = useState(0);
  // The call of the latest render: a new closure every render must not ask again. Set in an effect declared
  // before the call's, so the call's effect always reads the latest.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (data) => setAnswered({ key, round, kind: 'loaded', data, at: Date.now() }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswered({ key, round, kind: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const state: StaffLoad<T> = answered === null || answered.key !== key ? { kind: 'loading' } : answered;
  const reloading = answered !== null && answered.key === key && answered.round !== round;
  return { state, reload, reloading };
}
