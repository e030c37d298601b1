import { z } from 'zod';

/**
 * The console's forms as zod schemas for react-hook-form, with the API's own limits (shared/src/api/staff.ts);
 * each message is an i18n key of the console's bundle, translated when shown.
 */
const email = z.string().trim().email('admin.errors.email').max(254, 'admin.errors.email');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'admin.errors.passwordRequired').max(200, 'admin.errors.passwordLong'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'admin.errors.code'),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const acceptSchema = z
  .object({
    password: z.string().min(12, 'admin.errors.passwordShort').max(200, 'admin.errors.passwordLong'),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    message: 'admin.errors.mismatch',
    path: ['confirm'],
  });
export type AcceptValues = z.infer<typeof acceptSchema>;

export const inviteSchema = z.object({
  email,
  name: z.string().trim().min(1, 'admin.errors.nameRequired').max(80, 'admin.errors.nameLong'),
  role: z.enum(['administrator', 'editor', 'reviewer', 'results-officer', 'volunteer', 'viewer'], {
    message: 'admin.errors.role',
  }),
});
export type InviteValues = z.infer<typeof inviteSchema>;

/**
 * A whole number typed in a text field, from `min` to `max`: the field holds text, the form's values the number
 * (`message` for anything else).
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
