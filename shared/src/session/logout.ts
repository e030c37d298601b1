import { call } from '../http/call';
import { useSessionStore } from './store';

/**
 * Ends the session on the server, then forgets it here. The server must end it: a token only cleared from this
 * tab would still open the account in every other tab (and for anyone who copied it). The page forgets the
 * session even when the call fails (offline): the visitor asked to leave, and the failure is shown to them.
 */
export async function logOut(options: { everywhere?: boolean } = {}): Promise<void> {
  const { token } = useSessionStore.getState();
  try {
    if (token === null) return;
    // Loaded when someone logs out: the endpoint's schemas (and zod) stay off the first screen.
    const { userCenterEndpoints } = await import('../api/endpoints/user-center');
    await call(options.everywhere ? userCenterEndpoints.logoutEverywhere : userCenterEndpoints.logout);
  } finally {
    useSessionStore.getState().clearSession();
  }
}
