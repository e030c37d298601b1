import { createHttpClient, readSavedSession, useSessionStore } from '@marathon/shared';
import { API_PATHS } from '@marathon/shared/api/paths';

/**
 * A saved token is checked with getCommonInfo; a code other than 0 or a failed call clears the
 * stored user data and token, a valid one restores both. The check is silent: a visitor with an old token
 * simply arrives logged out.
 */
export async function restoreSession(apiBase: string): Promise<'restored' | 'cleared' | 'none'> {
  const saved = readSavedSession();
  const store = useSessionStore.getState();
  if (!saved.token) {
    store.clearSession();
    return 'none';
  }
  const client = createHttpClient({ baseURL: apiBase, getToken: () => saved.token });
  try {
    await client.get(API_PATHS.commonInfo, undefined, { silent: true });
    store.setSession(saved.token, saved.userData);
    return 'restored';
  } catch {
    store.clearSession();
    return 'cleared';
  }
}
