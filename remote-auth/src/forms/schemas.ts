import { PATTERNS } from '@marathon/shared';
import { z } from 'zod';

/**
 * The login, registration and reset rules as zod schemas for react-hook-form. Each message is an i18n key of the shared
 * validation bundle, translated when shown, so an error follows a language switch.
 */
const required = (key: string) => z.string().trim().min(1, key);
const password = z.string().regex(PATTERNS.password, 'validation.password');
const email = z.string().trim().regex(PATTERNS.email, 'validation.email');

/** Asked only when a login is held by strangers' failures (the server says so); empty otherwise. */
const confirmationCode = z.string().trim().optional();

export const passwordLoginSchema = z.object({
  phone: required('validation.phoneRequired'),
  password,
  captcha: confirmationCode,
});
export const codeLoginSchema = z.object({
  phone: required('validation.phoneRequired'),
  captcha: required('validation.captchaRequired'),
});
export const emailLoginSchema = z.object({
  accountEmail: z.string().trim().regex(PATTERNS.email, 'validation.loginEmail'),
  password,
  captcha: confirmationCode,
});

const newPasswords = {
  password,
  confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
};
const samePasswords = (value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsDiffer' });
  }
};

export const registerSchema = z
  .object({ accountEmail: email, captcha: required('validation.captchaRequired'), ...newPasswords })
  .superRefine(samePasswords);
export const resetEmailSchema = registerSchema;
export const resetPhoneSchema = z
  .object({
    phone: z.string().trim().regex(PATTERNS.resetPhone, 'validation.resetPhone'),
    captcha: required('validation.captchaRequired'),
    ...newPasswords,
  })
  .superRefine(samePasswords);

export type PasswordLoginValues = z.infer<typeof passwordLoginSchema>;
export type CodeLoginValues = z.infer<typeof codeLoginSchema>;
export type EmailLoginValues = z.infer<typeof emailLoginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ResetPhoneValues = z.infer<typeof resetPhoneSchema>;
