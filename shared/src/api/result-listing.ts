import { z } from '../zod';
import { bibSchema, raceYearSchema } from './search';

/**
 * A runner's own choice to be left out of the public results list and the name search (issue 41 item 8),
 * independent of who may follow them live. Only the entry's owner may read or set it: no ID number is asked,
 * since an ID number proves nothing. Without `listed` the call only reads the choice.
 */
export const resultListingRequestSchema = z
  .object({
    year: raceYearSchema,
    bib: bibSchema,
    listed: z.boolean().optional(),
  })
  .strict();

export const resultListingAnswerSchema = z.object({
  year: z.number().int(),
  bib: z.string(),
  /** False when the runner chose not to be listed. */
  listed: z.boolean(),
});
export type ResultListingAnswer = z.infer<typeof resultListingAnswerSchema>;
