import { useEffect, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/** An answer the page already has: its data, or the error it was (a result the server found missing). */
export type Ready<T> = { data: T } | { error: unknown };

/**
 * Runs a load when its key changes (loading until its answer comes); a newer key aborts the one in flight. `ready`
 * may answer the first key at once (an answer the page already has): then the first render shows it and that key
 * is not loaded.
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  ready?: () => Ready<T> | undefined,
): Load<T> | null {
  const [state, setState] = useState<{ key: string; load: Load<T> } | null>(() => {
    const answer = key === null ? undefined : ready?.();
    if (key === null || answer === undefined) return null;
    return {
      key,
      load:
        'data' in answer ? { status: 'done', data: answer.data } : { status: 'failed', error: answer.error },
    };
  });
  useEffect(() => {
    // Only an answer is ever kept: the key's answer (or the one the page had) is not asked for again.
    if (key === null || state?.key === key) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, load: { status: 'done', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, load: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
    // The key names the load: a new closure for the same key asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return null;
  return state?.key === key ? state.load : { status: 'loading' };
}
