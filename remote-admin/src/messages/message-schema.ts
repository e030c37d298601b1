import { z } from 'zod';
import { MESSAGE_SEGMENTS } from '@marathon/shared/api';
import { wholeNumber } from '../forms/schemas';

const subject = z
  .string()
  .trim()
  .min(1, 'admin.messages.errors.subject')
  .max(120, 'admin.messages.errors.subject');
const body = z.string().trim().min(1, 'admin.messages.errors.body').max(2000, 'admin.messages.errors.body');

/** The message form's rules, the API's own (shared/src/api/messages.ts); messages are keys of the console's bundle. */
export const messageFormSchema = z.object({
  year: wholeNumber(2000, 2100, 'admin.messages.errors.year'),
  segment: z.enum(MESSAGE_SEGMENTS),
  raceItem: z.enum(['', 'half', 'fun']),
  subjectZh: subject,
  bodyZh: body,
  subjectEn: subject,
  bodyEn: body,
});
export type MessageFormValues = z.output<typeof messageFormSchema>;
export type MessageFormInput = z.input<typeof messageFormSchema>;
