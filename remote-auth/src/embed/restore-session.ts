import { createCall, createHttpClient, readSavedSession, useSessionStore } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';

/**
 * A reload of the embedding page: a saved token (under our namespace) is checked with the server as on our own
 * site, and a live one restores the session, which tells the host through `onLogin` again. A dead one is cleared.
 */
export async function restoreEmbeddedSession(apiBase: string, osId?: number): Promise<boolean> {
  const saved = readSavedSession();
  if (!saved.token) return false;
  const token = saved.token;
  const check = createCall(
    createHttpClient({ baseURL: apiBase, ...(osId ? { osId } : {}), getToken: () => token }),
  );
  try {
    await check(endpoints.commonInfo, { silent: true });
    useSessionStore.getState().setSession(token, saved.userData);
    return true;
  } catch {
    useSessionStore.getState().clearSession();
    return false;
  }
}
