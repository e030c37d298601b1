import { ApiError } from '@marathon/shared';
import { useCallback, useRef, useState } from 'react';

export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; message: string };

/**
 * One lookup at a time: a newer search supersedes an older one still in flight, so a slow answer never overwrites
 * a newer one. Failures are shown in the page (the calls are silent); `message` is the API's bilingual text.
 */
export function useLookup<T>(): [
  LookupState<T>,
  (run: (signal: AbortSignal) => Promise<T>) => Promise<void>,
] {
  const [state, setState] = useState<LookupState<T>>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const run = useCallback(async (request: (signal: AbortSignal) => Promise<T>) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'loading' });
    try {
      const data = await request(controller.signal);
      if (current.current === controller) setState({ status: 'done', data });
    } catch (error) {
      if (current.current !== controller) return;
      const text = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      setState({ status: 'failed', message: text });
    }
  }, []);
  return [state, run];
}
