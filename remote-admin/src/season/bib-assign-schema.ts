import { z } from 'zod';
import { wholeNumber } from '../forms/schemas';

const bib = wholeNumber(1, 999_999, 'admin.startList.errors.bib');

const RANGE = /^(\d{1,6})\s*-\s*(\d{1,6})$/;

/** "1-100, 900-999" as the API's ranges; empty text is none. */
const reserved = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return [];
    const ranges = text.split(/[,，]/).map((part) => RANGE.exec(part.trim()));
    const parsed = ranges.map((match) => (match ? { from: Number(match[1]), to: Number(match[2]) } : null));
    if (
      parsed.some((range) => range === null || range.from < 1 || range.from > range.to) ||
      parsed.length > 20
    ) {
      ctx.addIssue({ code: 'custom', message: 'admin.startList.errors.reserved' });
      return z.NEVER;
    }
    return parsed.filter((range) => range !== null);
  });

/** The bib form's rules, the API's own (shared/src/api/pickup.ts bibAssignSchema); messages are bundle keys. */
export const bibAssignFormSchema = z.object({
  raceItem: z
    .string()
    .trim()
    .min(1, 'admin.startList.errors.raceItem')
    .max(40, 'admin.startList.errors.raceItem'),
  firstBib: bib,
  reserved,
  corrals: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, 'admin.startList.errors.corralName')
          .max(20, 'admin.startList.errors.corralName'),
        size: wholeNumber(1, 100_000, 'admin.startList.errors.corralSize'),
      }),
    )
    .min(1, 'admin.startList.errors.corrals')
    .max(26, 'admin.startList.errors.corrals'),
});
/** What the fields hold: text, read into numbers by the schema. */
export type BibAssignFormInput = z.input<typeof bibAssignFormSchema>;
export type BibAssignFormValues = z.output<typeof bibAssignFormSchema>;
