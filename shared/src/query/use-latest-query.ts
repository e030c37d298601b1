import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryState } from './state';

/**
 * Loads on demand (a lookup's search), one at a time: a newer run aborts the one still in flight, so a slow answer
 * never overwrites a newer one, and leaving the page aborts the last. `idle` until the first run.
 */
export function useLatestQuery<T>(): [
  QueryState<T>,
  (load: (signal: AbortSignal) => Promise<T>) => Promise<void>,
  () => void,
] {
  const [state, setState] = useState<QueryState<T>>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  const run = useCallback(async (load: (signal: AbortSignal) => Promise<T>) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'loading' });
    try {
      const data = await load(controller.signal);
      if (current.current === controller) setState({ status: 'success', data });
    } catch (error) {
      if (current.current === controller && !controller.signal.aborted) setState({ status: 'error', error });
    }
  }, []);
  // A search the form refused (bad input) must not leave the previous answer on screen as if it were its own.
  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);
  return [state, run, reset];
}
