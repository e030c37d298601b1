import { endpoints, type EndpointName } from './endpoints';

/**
 * The path of each endpoint, read from the endpoint table. Kept only while client code still builds its calls
 * from paths: the client part of the endpoint migration moves every call to `call(endpoint)` and removes it.
 */
export const API_PATHS = Object.fromEntries(
  Object.entries(endpoints).map(([name, declared]) => [name, declared.path]),
) as { readonly [N in EndpointName]: (typeof endpoints)[N]['path'] };

export { UPLOADS_PATH } from './uploads-path';

/** Where the API serves the content directory; relative file URIs (e.g. SiteConfigRef.uri) resolve under it. */
export const FILE_HOST_PREFIX = '/files';

/** Paths inside the file host. */
export const CONTENT_PATHS = {
  siteConfig: (domainName: string): string => `sites/${domainName}/config.json`,
  /** The "cloud config": navigation trees and documents. Fetched with `?t=<timestamp>`. */
  cloudConfig: (domainName: string): string => `sites/${domainName}/index.json`,
  /** The sign-up configuration: forms, application window, mailing deadline (SignupConfig). */
  signupConfig: (domainName: string): string => `sites/${domainName}/signup.json`,
  /** The two translation files (general and race), each `{ zh: {...}, en: {...} }`. */
  translations: ['i18n/general.json', 'i18n/race.json'] as const,
} as const;
