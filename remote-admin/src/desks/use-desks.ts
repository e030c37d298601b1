import { endpoints, type PickupDesk } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

export type DesksState =
  | { kind: 'loading' }
  | { kind: 'failed'; text: string }
  | { kind: 'loaded'; desks: PickupDesk[]; at: number };

/** A year's desk links, asked again after one is issued or ended; the shown list stays while the same year reloads. */
export function useDesks(year: number) {
  const [answered, setAnswered] = useState<({ year: number } & DesksState) | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    staffCall(endpoints.pickupDeskList, { query: { year }, signal: controller.signal, silent: true }).then(
      ({ desks }) => setAnswered({ year, kind: 'loaded', desks, at: Date.now() }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswered({ year, kind: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [year, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const state: DesksState = answered === null || answered.year !== year ? { kind: 'loading' } : answered;
  return { state, reload };
}
