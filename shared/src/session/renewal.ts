import { call } from '../http/call';
import { lastSessionUse, noteSessionUse } from './session-use';
import { useSessionStore } from './store';

/**
 * How often, at most, the page renews its session while its visitor is active: well inside the server's idle
 * time (a day), so a runner filling a long sign-up form without a call in between is never logged out.
 */
export const RENEW_EVERY_MS = 30 * 60_000;

const ACTIVITY = ['pointerdown', 'keydown'] as const;

/**
 * Keeps the session alive while its visitor uses the page (issue 41 item 7): on a click or key press, when no call
 * has used the session for RENEW_EVERY_MS, the shared HTTP client calls renewSession. A visitor who leaves the page
 * idle lets the session end on the server after its idle time; a 401 ends it here too (the client's own rule).
 * Answers the function that stops it.
 */
export function keepSessionWhileActive(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
  now: () => number = Date.now,
): () => void {
  const onActivity = (): void => {
    if (!useSessionStore.getState().token) return;
    const at = now();
    if (at - lastSessionUse() < RENEW_EVERY_MS) return;
    noteSessionUse(at);
    // The endpoint's schemas load only when a renewal is due.
    void import('../api/endpoints/user-center')
      .then(({ userCenterEndpoints }) => call(userCenterEndpoints.renewSession, { silent: true }))
      .catch(() => undefined);
  };
  for (const type of ACTIVITY) target.addEventListener(type, onActivity, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY) target.removeEventListener(type, onActivity, { capture: true });
  };
}
