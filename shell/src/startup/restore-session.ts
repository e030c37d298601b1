import { ApiError, createCall, createHttpClient, readSavedSession, useSessionStore } from '@marathon/shared';

/** The API's answer while it prepares its data after a start (see wait-for-api.ts). */
const API_STARTING_CODE = 503;

/**
 * A saved token is checked with getCommonInfo; a code other than 0 or a failed call clears the
 * stored user data and token, a valid one restores both. The check is silent: a visitor with an old token
 * simply arrives logged out. An API that is still starting (503) says nothing about the token: it is kept and
 * checked again once the API is ready ('deferred').
 */
export async function restoreSession(apiBase: string): Promise<'restored' | 'cleared' | 'none' | 'deferred'> {
  const saved = readSavedSession();
  const store = useSessionStore.getState();
  if (!saved.token) {
    store.clearSession();
    return 'none';
  }
  // The API's endpoint table (and zod with it) loads only for a visitor who has a token to check.
  const { endpoints } = await import('@marathon/shared/api');
  const check = createCall(createHttpClient({ baseURL: apiBase, getToken: () => saved.token }));
  try {
    await check(endpoints.commonInfo, { silent: true });
    store.setSession(saved.token, saved.userData);
    return 'restored';
  } catch (error) {
    if (error instanceof ApiError && error.code === API_STARTING_CODE) return 'deferred';
    store.clearSession();
    return 'cleared';
  }
}
