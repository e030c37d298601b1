import { PATTERNS } from './patterns';

/**
 * Each rule returns null when the value passes, or the i18n key of its message. Forms translate the key, so a
 * message follows the language even while it is on screen.
 */
export type Rule = (value: string) => string | null;

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

export const rules = {
  requiredText:
    (messageKey: string): Rule =>
    (value) =>
      PATTERNS.requiredText.test(value ?? '') ? null : messageKey,
  mainlandMobile:
    (messageKey: string): Rule =>
    (value) =>
      PATTERNS.mainlandMobile.test(trimmed(value)) ? null : messageKey,
  link: (value: string) => (PATTERNS.link.test(trimmed(value)) ? null : 'validation.invalidLink'),
  positiveInteger: (value: string) =>
    PATTERNS.positiveInteger.test(trimmed(value)) ? null : 'validation.positiveInteger',
  mobile: (value: string) => (PATTERNS.mobileLoose.test(trimmed(value)) ? null : 'validation.mobile'),
  loginPhone: (value: string) => (trimmed(value) ? null : 'validation.phoneRequired'),
  captcha: (value: string) => (trimmed(value) ? null : 'validation.captchaRequired'),
  password: (value: string) => (PATTERNS.password.test(value ?? '') ? null : 'validation.password'),
  loginEmail: (value: string) => (PATTERNS.email.test(trimmed(value)) ? null : 'validation.loginEmail'),
  email: (value: string) => (PATTERNS.email.test(trimmed(value)) ? null : 'validation.email'),
  resetPhone: (value: string) => (PATTERNS.resetPhone.test(trimmed(value)) ? null : 'validation.resetPhone'),
  confirmPassword:
    (password: string): Rule =>
    (value) =>
      !value
        ? 'validation.confirmPasswordRequired'
        : value === password
          ? null
          : 'validation.passwordsDiffer',
} as const;

/** Plain checks of the validation helpers. */
export const isMobile = (value: string): boolean => rules.mobile(value) === null;
export const isPositiveInteger = (value: string): boolean => rules.positiveInteger(value) === null;
export const isLink = (value: string): boolean => rules.link(value) === null;
