import { z } from '../zod';
import { RACE_ITEMS } from './search';
import { SIGNUP_FORM_KINDS } from './signup-form';
import { regionValueSchema, scoreVerificationValueSchema, uploadedUrlSchema } from './signup-answers';

/**
 * The sign-up centre's calls (issue 6): registrations, entry qualification applications, race-kit mailing and
 * the member centre. Every call needs a logged-in runner (header token) except the organisers' review, which
 * needs a staff member allowed to review (header x-staff-session).
 */

/** 0 waiting to submit, 1 submitted (awaiting approval), 2 approved, 3 rejected. */
export const AUDIT_STATUS = { waiting: 0, submitted: 1, approved: 2, rejected: 3 } as const;

const submissionId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{16,64}$/);

/** POST: submit a form. `submissionId` is made once per draft, so a resent submit never registers twice. */
export const submitRegistrationSchema = z
  .object({
    kind: z.enum(SIGNUP_FORM_KINDS),
    submissionId,
    answers: z.record(z.string(), z.unknown()),
  })
  .strict();

export const registrationReceiptSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  kind: z.enum(SIGNUP_FORM_KINDS),
  regNo: z.number().int(),
  raceItem: z.enum(RACE_ITEMS),
  name: z.string(),
  idNumberMasked: z.string(),
  /** REGISTRATION_STATUS of the lookup: 1 submitted, 2 confirmed, … */
  status: z.number().int(),
  bib: z.string().nullable(),
  createdAt: z.number().int(),
  /** Answers as stored (ID number masked), for the review page and the member centre. */
  answers: z.record(z.string(), z.unknown()),
});
export type RegistrationReceipt = z.infer<typeof registrationReceiptSchema>;

/** POST: create the runner's application of the configured year (status 0), or answer the existing one. */
export const createApplicationSchema = z.object({ note: z.string().trim().max(500).default('') }).strict();

/** POST: replace the documents of an application still waiting (0) or rejected (3). */
export const applicationDocumentsSchema = z
  .object({
    applicationId: z.number().int().positive(),
    documents: z
      .array(z.object({ name: z.string().trim().min(1).max(120), url: uploadedUrlSchema }).strict())
      .max(20),
  })
  .strict();

/** POST: submit an application for review (0 or 3 → 1). */
export const submitApplicationSchema = z.object({ applicationId: z.number().int().positive() }).strict();

/** POST, by a staff member (header x-staff-session): the organiser's decision (1 → 2, or 1 → 3 with a reason). */
export const reviewApplicationSchema = z.discriminatedUnion('decision', [
  z.object({ applicationId: z.number().int().positive(), decision: z.literal('approve') }).strict(),
  z
    .object({
      applicationId: z.number().int().positive(),
      decision: z.literal('reject'),
      reason: z.string().trim().min(1).max(300),
    })
    .strict(),
]);
export type ReviewApplication = z.infer<typeof reviewApplicationSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  status: z.number().int(),
  /** The application window closed before this one was submitted ('application ended'). */
  ended: z.boolean(),
  note: z.string(),
  documents: z.array(z.object({ name: z.string(), url: z.string() })),
  rejectReason: z.string().nullable(),
  createdAt: z.number().int(),
  submittedAt: z.number().int().nullable(),
  reviewedAt: z.number().int().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** An application in the organisers' list: with whose it is (the account's number and nickname), to find it by. */
export const staffApplicationSchema = applicationSchema.extend({
  applicant: z.object({ accountNo: z.string(), nick: z.string() }),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

/** POST: a race-kit mailing request for one of the runner's registrations. */
export const mailingRequestSchema = z
  .object({
    registrationId: z.number().int().positive(),
    recipient: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .refine((v) => !v.includes('"')),
    phone: z
      .string()
      .trim()
      .regex(/^1[3-9]\d{9}$/),
    region: regionValueSchema,
    /** Postage is paid by the recipient on delivery. */
    acceptPostage: z.literal(true),
    /** A close size is sent when the chosen one runs out. */
    acceptSubstitution: z.literal(true),
  })
  .strict();

export const mailingSchema = z.object({
  id: z.number().int(),
  registrationId: z.number().int(),
  year: z.number().int(),
  recipient: z.string(),
  phoneMasked: z.string(),
  region: regionValueSchema,
  /** 0 received, 1 shipped. */
  status: z.number().int(),
  trackingNo: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Mailing = z.infer<typeof mailingSchema>;

/**
 * POST: check a past result against our results data (the score verification field). Name and bib are public
 * (the finishers list): the ID number on the result row is what proves the result is the runner's own.
 */
export const verifyScoreSchema = scoreVerificationValueSchema
  .extend({ name: z.string().trim().min(1).max(60), idNumber: z.string().trim().min(1).max(40) })
  .strict();
export const verifiedScoreSchema = z.object({
  year: z.number().int(),
  bib: z.string(),
  raceItem: z.enum(RACE_ITEMS),
  chipTimeMs: z.number().int(),
});
export type VerifiedScore = z.infer<typeof verifiedScoreSchema>;

export const memberResultSchema = z.object({
  year: z.number().int(),
  bib: z.string(),
  raceItem: z.enum(RACE_ITEMS),
  chipTimeMs: z.number().int(),
  overallRank: z.number().int(),
});

/** GET: everything the member centre shows. */
export const memberSummarySchema = z.object({
  registrations: z.array(registrationReceiptSchema),
  applications: z.array(applicationSchema),
  mailings: z.array(mailingSchema),
  results: z.array(memberResultSchema),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
