import { endpoints, type Correction } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

export type CorrectionsState =
  { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'loaded'; list: Correction[] };

/** The open correction requests, asked again after a decision (the list stays on screen meanwhile). */
export function useCorrections() {
  const [state, setState] = useState<CorrectionsState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    staffCall(endpoints.correctionsOpen, { signal: controller.signal, silent: true }).then(
      (list) => setState({ kind: 'loaded', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}

/** A chip time as H:MM:SS. */
export function clockOf(ms: number): string {
  const total = Math.floor(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}
