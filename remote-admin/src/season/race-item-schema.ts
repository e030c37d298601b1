import { z } from 'zod';
import { wholeNumber } from '../forms/schemas';

/** The year and race item a season screen shows; messages are keys of the console's bundle. */
export const raceItemSchema = z.object({
  year: wholeNumber(2000, 2100, 'admin.season.errors.year'),
  raceItem: z.string().trim().min(1, 'admin.season.errors.raceItem').max(40, 'admin.season.errors.raceItem'),
});
export type RaceItemChoice = z.output<typeof raceItemSchema>;
export type RaceItemInput = z.input<typeof raceItemSchema>;
