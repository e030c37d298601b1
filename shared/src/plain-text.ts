/**
 * The site's text helpers that need no browser, for a server writing the site's HTML without the browser runtime
 * the root entry loads. The shell's server now renders the site's own components instead (server-render): this
 * entry is kept until the next major version, since removing an entry is a major step.
 */
/** @public */
export { localized } from './site/localize';
/** @public */
export { formatDocumentDate } from './i18n/dates';
/** @public */
export { sharedMessages } from './i18n/messages';
