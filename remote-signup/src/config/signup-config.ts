import { createCachedQuery, fetchFile, fileUrl, useSiteStore } from '@marathon/shared';
import { CONTENT_PATHS, signupConfigSchema } from '@marathon/shared/api';

/**
 * The event's sign-up configuration from the file host, like the rest of the site's content; parsed with the
 * schema the API checks it with. Loaded once per site and shared by every page; a failure is forgotten so a retry
 * loads afresh.
 */
export const signupConfig = createCachedQuery({
  key: () => useSiteStore.getState().race?.domainName ?? window.location.hostname,
  load: (domain) =>
    fetchFile(fileUrl(CONTENT_PATHS.signupConfig(domain)), signupConfigSchema, { t: Date.now() }),
});
