/**
 * @marathon/shared: the runtime core every app imports. It is a federated singleton, so the page holds one
 * session store, one site store, one i18n instance and one API client.
 */
// First: before any schema of any app is parsed.
import './csp/no-eval';
export * from './constants';
export * from './session/store';
export * from './session/storage';
export * from './session/logout';
export { keepSessionWhileActive } from './session/renewal';
export type * from './session/user-data';
export * from './feedback/messages';
export * from './http/api-error';
export * from './http/envelope';
export * from './http/client';
export * from './http/call';
export * from './query';
export * from './http/site-client';
export { i18n } from './i18n/instance';
export { useTranslation } from 'react-i18next';
export { isMessageKey, type BundleShape, type MessageKey } from './i18n/resources';
/** @public Each app fills it by declaration merging (its typed translation keys), which knip does not count as a use. */
export type { AppMessages } from './i18n/resources';
export * from './i18n/language';
export { HTML_LANG } from './i18n/page-language';
export { useLanguage } from './i18n/use-language';
export { FixedLanguage } from './i18n/FixedLanguage';
export * from './i18n/fragment-language';
export * from './i18n/remote-translations';
export * from './url/resolve';
export * from './url/safe-link';
export * from './url/hosts';
export * from './url/member-centre';
export * from './validation/patterns';
export * from './validation/rules';
export * from './validation/image-size';
export * from './validation/file-limits';
export * from './site/store';
export * from './site/race-summary';
export * from './site/localize';
export * from './site/use-document-title';
export * from './site/open-status';
export * from './site/lookup-open';
export * from './site/race-window';
export * from './site/startup-state';
export * from './i18n/dates';
export * from './http/fetch-file';
export * from './http/save-file';
export * from './validation/id-documents';
export * from './http/server-message';
export { FeatureStyles } from './styles/FeatureStyles';
export { Waiting } from './waiting/Waiting';
export { useStillWorking } from './waiting/use-still-working';
