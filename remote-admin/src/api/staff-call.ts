import { api, createCall, createHttpClient, useSessionStore, type HttpClient } from '@marathon/shared';
import { currentStaffSession, noteSessionEnded } from './staff-session';

let client: HttpClient | null = null;

/**
 * The console's client: the page's API base and language, with the staff session (never a runner's token) in
 * x-staff-session. Made on first use, after the shell has configured the page's client.
 */
function staffClient(): HttpClient {
  client ??= createHttpClient({
    baseURL: api().baseURL,
    getToken: currentStaffSession,
    tokenHeader: 'x-staff-session',
    getLanguage: () => useSessionStore.getState().language,
    onUnauthorized: noteSessionEnded,
  });
  return client;
}

/** Calls a staff endpoint of the table with the console's session. */
export const staffCall = createCall(staffClient);
