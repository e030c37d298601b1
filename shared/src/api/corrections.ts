import { z } from '../zod';
import { bibSchema, idNumberSchema, raceYearSchema } from './search';

/**
 * A runner's request to correct a result: submitted (awaiting the organisers), accepted (the next import corrects
 * it), rejected (with the organisers' answer) or corrected (an import changed the result).
 */
export const CORRECTION_STATUS = { submitted: 1, accepted: 2, rejected: 3, corrected: 4 } as const;

/** Evidence a runner may attach: a photo or a GPS file from their watch, through the uploads. */
export const CORRECTION_MAX_ATTACHMENTS = 2;
export const CORRECTION_TEXT_MAX = 500;

const attachmentSchema = z.object({
  name: z.string().trim().min(1).max(200),
  /** The path the upload call answered (the API checks the runner uploaded it). */
  url: z.string().trim().min(1).max(300),
});

/** H:MM:SS, the time the runner believes is right. */
const claimedTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}:[0-5]\d:[0-5]\d$/);

/** POST a correction request: the runner proves the result is theirs with the ID number on it. */
export const createCorrectionSchema = z
  .object({
    year: raceYearSchema,
    bib: bibSchema,
    idNumber: idNumberSchema,
    what: z.string().trim().min(5).max(CORRECTION_TEXT_MAX),
    claimedTime: claimedTimeSchema.optional(),
    attachments: z.array(attachmentSchema).max(CORRECTION_MAX_ATTACHMENTS).default([]),
  })
  .strict();

/** The organisers' decision: accept (the next import corrects the result) or reject, with an answer either way. */
export const reviewCorrectionSchema = z
  .object({
    id: z.number().int().positive(),
    decision: z.enum(['accept', 'reject']),
    answer: z.string().trim().min(2).max(CORRECTION_TEXT_MAX),
  })
  .strict();
export type ReviewCorrection = z.infer<typeof reviewCorrectionSchema>;

export const correctionSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  bib: z.string(),
  status: z.number().int(),
  what: z.string(),
  claimedTimeMs: z.number().int().nullable(),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
  /** The chip time when the request was filed, and after the import that corrected it. */
  chipTimeBeforeMs: z.number().int().nullable(),
  chipTimeAfterMs: z.number().int().nullable(),
  /** The organisers' answer, as they wrote it. */
  answer: z.string().nullable(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
  resolvedAt: z.number().int().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

/** GET the logged-in runner's requests for one result. */
export const myCorrectionsQuerySchema = z.object({ year: raceYearSchema, bib: bibSchema }).strict();
