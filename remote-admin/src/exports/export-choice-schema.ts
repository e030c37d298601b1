import { RACE_ITEMS } from '@marathon/shared/api';
import { z } from 'zod';
import { wholeNumber } from '../forms/schemas';

/** The edition and race item ('' every item) the exports are of; messages are keys of the console's bundle. */
export const exportChoiceSchema = z.object({
  year: wholeNumber(2000, 2100, 'admin.exports.errors.year'),
  raceItem: z.union([z.literal(''), z.enum(RACE_ITEMS)]),
});
export type ExportChoice = z.output<typeof exportChoiceSchema>;
export type ExportChoiceInput = z.input<typeof exportChoiceSchema>;
