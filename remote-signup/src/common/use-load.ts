import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Runs a load when the component mounts (and on reload), keeping the last answer, the error and the state. */
export function useLoad<T>(load: () => Promise<T>, enabled = true): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: enabled,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => live && setState({ data: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render: the round and the switch decide when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, enabled]);
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true, error: null }));
    setRound((r) => r + 1);
  }, []);
  return { ...state, reload };
}
