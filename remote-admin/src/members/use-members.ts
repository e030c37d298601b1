import { endpoints, type StaffMember } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

export type MembersState =
  { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'loaded'; members: StaffMember[] };

/** The staff list (`members`), asked again after an invitation. */
export function useMembers() {
  const [state, setState] = useState<MembersState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    staffCall(endpoints.staffMembers, { signal: controller.signal, silent: true }).then(
      (members) => setState({ kind: 'loaded', members }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', text: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
