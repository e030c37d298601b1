import { z } from 'zod';
import { REJECT_REASONS } from './applications-messages';

/**
 * Sending an application back: a common reason, more words, or both; the API takes one reason of at most 300
 * characters (shared/src/api/signup.ts), so the two are joined and checked against that.
 */
export const rejectSchema = z
  .object({
    reason: z.union([z.enum(REJECT_REASONS), z.literal('other')]),
    text: z.string().trim(),
  })
  .refine((values) => values.reason !== 'other' || values.text !== '', {
    message: 'admin.applications.errors.reason',
    path: ['text'],
  });
export type RejectValues = z.infer<typeof rejectSchema>;

export const REASON_MAX = 300;
