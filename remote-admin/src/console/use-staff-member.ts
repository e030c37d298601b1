import { endpoints, type StaffMember } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import {
  clearStaffSession,
  currentStaffSession,
  onSessionEnded,
  saveStaffSession,
} from '../api/staff-session';

export type MemberState =
  { kind: 'checking' } | { kind: 'signed-out' } | { kind: 'signed-in'; member: StaffMember };

/**
 * Who is signed in: a session saved in this tab is asked for its member (`me`) once; a 401 on any call, or a
 * sign-out, returns to the sign-in form.
 */
export function useStaffMember() {
  const [state, setState] = useState<MemberState>(() =>
    currentStaffSession() ? { kind: 'checking' } : { kind: 'signed-out' },
  );

  useEffect(() => onSessionEnded(() => setState({ kind: 'signed-out' })), []);

  useEffect(() => {
    if (state.kind !== 'checking') return;
    const controller = new AbortController();
    staffCall(endpoints.staffMe, { signal: controller.signal, silent: true }).then(
      (member) => setState({ kind: 'signed-in', member }),
      () => {
        if (controller.signal.aborted) return;
        // The session is not usable (ended, or the API unreachable): sign in again.
        clearStaffSession();
        setState({ kind: 'signed-out' });
      },
    );
    return () => controller.abort();
  }, [state.kind]);

  const signedIn = useCallback((session: string, member: StaffMember) => {
    saveStaffSession(session);
    setState({ kind: 'signed-in', member });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await staffCall(endpoints.staffSignOut, { silent: true });
    } catch {
      // Signed out here even when the call fails: the session then ends on the server at its idle limit.
    }
    clearStaffSession();
    setState({ kind: 'signed-out' });
  }, []);

  return { state, signedIn, signOut };
}
