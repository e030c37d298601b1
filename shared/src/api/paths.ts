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

/** Pages of the site the API sends people to: the member centre (after paying on a provider's page). */
export { MEMBER_CENTRE_PATH } from '../url/member-centre';
