import { API_PATHS } from '../api/paths';
import type { LogoutEverywhereAnswer } from '../api/user-center';
import { api } from '../http/site-client';
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
    if (options.everywhere) await api().post<LogoutEverywhereAnswer>(API_PATHS.logoutEverywhere);
    else await api().post<boolean>(API_PATHS.logout);
  } finally {
    useSessionStore.getState().clearSession();
  }
}
