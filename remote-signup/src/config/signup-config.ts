import { call, createCachedQuery, useSiteStore } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';

/**
 * The event's sign-up configuration as the API resolves it for this site: the edition and the form windows come
 * from the bound race, so the pages show exactly the windows the API enforces. Loaded once per site and shared by
 * every page; a failure is forgotten so a retry loads afresh.
 */
export const signupConfig = createCachedQuery({
  key: () => useSiteStore.getState().race?.domainName ?? window.location.hostname,
  load: () => call(endpoints.signupConfig, { silent: true }),
});
