import { CORRECTION_TEXT_MAX } from '@marathon/shared/api';
import { z } from 'zod';

/** The organisers' answer to a correction request, with the API's limits (shared/src/api/corrections.ts). */
export const answerSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(2, 'admin.corrections.errors.answer')
    .max(CORRECTION_TEXT_MAX, 'admin.corrections.errors.answer'),
});
export type AnswerValues = z.infer<typeof answerSchema>;
