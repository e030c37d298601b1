import { z } from 'zod';
import { wholeNumber } from '../forms/schemas';

/** The issue form's rules, the API's own (shared/src/api/pickup.ts); messages are keys of the console's bundle. */
export const issueDeskSchema = z.object({
  deskName: z.string().trim().min(1, 'admin.desks.errors.deskName').max(40, 'admin.desks.errors.deskName'),
  hours: wholeNumber(1, 72, 'admin.desks.errors.hours'),
});
export type IssueDeskValues = z.output<typeof issueDeskSchema>;
export type IssueDeskInput = z.input<typeof issueDeskSchema>;
