import { z } from 'zod';
import { bibSchema, idNumberSchema, phoneSchema, runnerNameSchema } from '@marathon/shared/api';

/*
 * The forms check with the API's own field schemas, so a value the page accepts is one the server accepts; the
 * messages shown are ours (search.errors.<field>), by field.
 */
export const bibFormSchema = z.object({ bib: bibSchema });
export type BibForm = z.input<typeof bibFormSchema>;

export const identityFormSchema = z.object({ name: runnerNameSchema, idNumber: idNumberSchema });
export type IdentityForm = z.input<typeof identityFormSchema>;

export const registrationFormSchema = z.discriminatedUnion('by', [
  z.object({
    by: z.literal('idNumber'),
    name: runnerNameSchema,
    idNumber: idNumberSchema,
    phone: z.string(),
  }),
  z.object({ by: z.literal('phone'), name: runnerNameSchema, phone: phoneSchema, idNumber: z.string() }),
]);
export type RegistrationForm = z.input<typeof registrationFormSchema>;
