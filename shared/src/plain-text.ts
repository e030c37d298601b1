/**
 * The site's text helpers that need no browser: what a server writing the site's HTML (the shell's first paint)
 * uses, without the browser runtime the root entry loads.
 */
export { localized } from './site/localize';
export { formatDocumentDate } from './i18n/dates';
export { sharedMessages } from './i18n/messages';
