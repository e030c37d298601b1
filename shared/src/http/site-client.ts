import { useSessionStore } from '../session/store';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './client';

let current: HttpClient | null = null;

/**
 * Configures the page's one API client (the shell at start-up, or an embedding page through the auth remote's
 * mount). Every app reads it through `api()`, so they share headers, token and error handling.
 */
export function configureApi(options: Pick<HttpClientOptions, 'baseURL' | 'osId'>): HttpClient {
  current = createHttpClient({
    ...options,
    getToken: () => useSessionStore.getState().token,
    getLanguage: () => useSessionStore.getState().language,
    onUnauthorized: () => useSessionStore.getState().showReloginDialog(),
  });
  return current;
}

export function api(): HttpClient {
  if (!current) throw new Error('API client used before configureApi()');
  return current;
}
