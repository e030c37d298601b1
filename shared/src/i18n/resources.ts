import type { ParseKeys } from 'i18next';
import { i18n } from './instance';
import type { sharedMessages } from './messages';

/**
 * A bundle's shape with every text widened to string: the keys are checked, not the wording. Numeric keys (a
 * code's words, `statuses: { 1: … }`) become the strings i18next's key paths are made of.
 */
export type BundleShape<T> = {
  [K in keyof T as K extends number ? `${K}` : K]: T[K] extends string ? string : BundleShape<T[K]>;
};

/**
 * The keys of the app being compiled, beside the shared ones. Each app declares its own bundle here from its
 * Chinese (fallback) strings, so `t()` in that app accepts exactly the shared keys and its own:
 *
 *   declare module '@marathon/shared' { interface AppMessages extends BundleShape<typeof messages.zh> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each app's declaration merging
export interface AppMessages {}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: BundleShape<typeof sharedMessages.zh> & AppMessages };
  }
}

/** A key `t()` accepts in the app being compiled: where a key is passed around before it is translated. */
export type MessageKey = ParseKeys;

/**
 * Whether a text that arrives untyped (a validator's message carried by react-hook-form) is one of our keys,
 * rather than words already in the visitor's language (a server message).
 */
export function isMessageKey(text: string): text is MessageKey {
  return i18n.exists(text);
}
