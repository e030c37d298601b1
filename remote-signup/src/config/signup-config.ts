import { fetchFile, fileUrl, useSiteStore } from '@marathon/shared';
import { CONTENT_PATHS, signupConfigSchema, type SignupConfig } from '@marathon/shared/api';

let pending: Promise<SignupConfig> | null = null;

/**
 * The event's sign-up configuration from the file host, like the rest of the site's content; checked with the
 * schema the API checks it with. Loaded once per page; a failure is forgotten so a retry loads afresh.
 */
export function loadSignupConfig(): Promise<SignupConfig> {
  if (!pending) {
    const domain = useSiteStore.getState().race?.domainName ?? window.location.hostname;
    pending = fetchFile<unknown>(fileUrl(CONTENT_PATHS.signupConfig(domain)), { t: Date.now() }).then((raw) =>
      signupConfigSchema.parse(raw),
    );
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
