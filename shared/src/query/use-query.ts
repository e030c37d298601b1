import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { CachedQuery } from './cached-query';
import type { Query, QueryState } from './state';

/** A load of its own (aborted when the component goes), or a cached load shared with the rest of the page. */
export type QuerySource<T> = ((signal: AbortSignal) => Promise<T>) | CachedQuery<T>;

function initialState<T>(source: QuerySource<T>): QueryState<T> {
  const data = typeof source === 'function' ? undefined : source.peek();
  return data === undefined ? { status: 'loading' } : { status: 'success', data };
}

/**
 * Loads when the component mounts and again on `retry`. A load of its own is aborted on unmount (or when a retry
 * replaces it); a cached load is shared, so leaving only stops listening to it. Data already cached shows at once.
 */
export function useQuery<T>(source: QuerySource<T>): Query<T> {
  const [state, setState] = useState<QueryState<T>>(() => initialState(source));
  const [round, setRound] = useState(0);
  // The source is often a fresh closure each render: the load reads the latest one, the round decides when.
  const start = useEffectEvent((signal: AbortSignal) =>
    typeof source === 'function' ? source(signal) : source.load(),
  );
  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState((current) =>
          current.status === 'success' && Object.is(current.data, data)
            ? current
            : { status: 'success', data },
        );
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [round]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setRound((n) => n + 1);
  }, []);
  return { state, retry };
}
