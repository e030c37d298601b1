import { z } from '../zod';
import { PATTERNS } from '../validation/patterns';
import { NEXT_STEPS } from './payments';

/**
 * Race data lookups (the lookup pages and their query types). The personal lookups answer only masked ID numbers
 * and phones; the server never stores either in clear.
 */

export const RACE_ITEMS = ['half', 'fun'] as const;
export type RaceItem = (typeof RACE_ITEMS)[number];
/** Kilometres of each race item (defined with the race-time helpers, which a first screen may import alone). */
export { RACE_ITEM_DISTANCE_KM } from '../format/race-time';

/** Registration channels, numbered as the query types that ask for them (2, 3, 5). */
export const REGISTRATION_CHANNEL = { thirdParty: 2, web: 3, app: 5 } as const;

/** 1 submitted (awaiting review), 2 confirmed, 3 not selected in the ballot, 4 withdrawn. */
/**
 * A registration's place in the season: submitted (waiting for the draw, or for review), confirmed (paid: the place
 * is the runner's), not drawn, withdrawn, won (drawn, waiting for payment within the pay window), on the waitlist
 * (in draw order), expired (the pay window passed unpaid: the place went to the waitlist).
 */
export const REGISTRATION_STATUS = {
  submitted: 1,
  confirmed: 2,
  notSelected: 3,
  withdrawn: 4,
  won: 5,
  waitlist: 6,
  expired: 7,
} as const;

/** Results of a year: none yet, provisional (may still change after protests), final. */
export const RESULTS_STATUS = { none: 0, provisional: 1, final: 2 } as const;

export const MIN_RACE_YEAR = 2000;
export const MAX_RACE_YEAR = 2100;
export const MAX_PAGE_SIZE = 50;

/**
 * One query or body value, trimmed first. Typed as taking the value itself or its text (what a URL carries), so a
 * caller's query is checked by the compiler although the parse accepts anything and judges it.
 */
const one = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema) as unknown as z.ZodType<
    z.output<T>,
    z.output<T> | string
  >;

export const raceYearSchema = one(z.coerce.number().int().min(MIN_RACE_YEAR).max(MAX_RACE_YEAR));
/** Bibs are printed numbers with an optional letter prefix (e.g. F0123 for the fun run). */
export const bibSchema = one(
  z
    .string()
    .min(1)
    .max(8)
    .regex(PATTERNS.bib)
    .transform((bib) => bib.toUpperCase()),
);
/** Chinese or Latin names with spaces, dots and hyphens; no markup or quotes. */
export const runnerNameSchema = one(z.string().min(1).max(60).regex(PATTERNS.runnerName));
/** A mainland ID number (18 characters) or a passport / permit number. */
export const idNumberSchema = one(
  z
    .string()
    .min(5)
    .max(20)
    .regex(PATTERNS.lookupIdNumber)
    .transform((id) => id.toUpperCase()),
);
export const phoneSchema = one(z.string().min(6).max(20).regex(PATTERNS.lookupPhone));

/** GET score by bib: public and cacheable (results by bib are what a race site publishes). */
export const scoreQuerySchema = z.object({ year: raceYearSchema, bib: bibSchema }).strict();
/** POST score by name and ID number: in the body, so an ID number never lands in a URL or a log. */
export const scoreByIdentitySchema = z
  .object({ year: raceYearSchema, name: runnerNameSchema, idNumber: idNumberSchema })
  .strict();

/** POST registration lookup: name plus ID number or phone (one of them), for one of the registration query types. */
export const registrationQuerySchema = z
  .object({
    year: raceYearSchema,
    queryType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]),
    name: runnerNameSchema,
    idNumber: idNumberSchema.optional(),
    phone: phoneSchema.optional(),
  })
  .strict()
  .refine((query) => (query.idNumber === undefined) !== (query.phone === undefined), {
    path: ['idNumber'],
    message: 'give an ID number or a phone, not both',
  });

/** POST multi-year lookup: one runner, every year. */
export const scoreHistoryQuerySchema = z
  .object({ name: runnerNameSchema, idNumber: idNumberSchema })
  .strict();

/** GET paged results of one year and item, in finishing order. */
/** The age groups results are ranked in. */
export const AGE_GROUPS = ['16-29', '30-39', '40-49', '50-59', '60+'] as const;

export const resultsPageQuerySchema = z
  .object({
    year: raceYearSchema,
    item: one(z.enum(RACE_ITEMS)),
    page: one(z.coerce.number().int().min(1).max(10_000)).default(1),
    pageSize: one(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)).default(20),
    /** Filters of the finishers list: 1 men, 2 women; an age group; part of a name. */
    gender: one(z.enum(['1', '2'])).optional(),
    ageGroup: one(z.enum(AGE_GROUPS)).optional(),
    /** A name, pinyin (with or without spaces and tones) or pinyin initials; exact matches come first. */
    name: one(z.string().trim().min(1).max(60).regex(PATTERNS.nameSearch)).optional(),
  })
  .strict();

/** GET photos of one bib. */
export const photoQuerySchema = z.object({ year: raceYearSchema, bib: bibSchema }).strict();
/** GET one photo image. */
export const photoImageQuerySchema = z
  .object({ year: raceYearSchema, bib: bibSchema, n: one(z.coerce.number().int().min(1).max(12)) })
  .strict();
/** GET certificate image (query type 6). */
export const certificateQuerySchema = z
  .object({
    year: raceYearSchema,
    bib: bibSchema,
    download: one(z.enum(['0', '1'])).optional(),
    /** svg for the page; png for a phone's gallery and chats; pdf for print. */
    format: one(z.enum(['svg', 'png', 'pdf'])).optional(),
  })
  .strict();

export const raceYearSummarySchema = z.object({
  year: z.number().int(),
  raceDate: z.number().int(),
  registrations: z.number().int(),
  finishers: z.number().int(),
  resultsStatus: z.number().int(),
});
export type RaceYearSummary = z.infer<typeof raceYearSummarySchema>;

export const scoreResultSchema = z.object({
  year: z.number().int(),
  bib: z.string(),
  name: z.string(),
  gender: z.number().int(),
  raceItem: z.enum(RACE_ITEMS),
  ageGroup: z.string(),
  /** Milliseconds from the gun, and from crossing the start mat. */
  gunTimeMs: z.number().int(),
  chipTimeMs: z.number().int(),
  /** Seconds per kilometre over the chip time. */
  paceSecondsPerKm: z.number().int(),
  /** Chip time at each 5 km mark. */
  splits: z.array(z.object({ km: z.number(), chipTimeMs: z.number().int() })),
  overallRank: z.number().int(),
  genderRank: z.number().int(),
  ageGroupRank: z.number().int(),
  finishers: z.number().int(),
  provisional: z.boolean(),
  /** Relative to the API: the certificate image of this result (query type 6). */
  certificatePath: z.string(),
  /** A finisher; the field is optional so answers written before statuses existed still read as finishers. */
  status: z.literal('finished').optional(),
  /** A runner's correction request is open: the result may still change (absent: no request open). */
  underReview: z.boolean().optional(),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;

/** How a runner's race ended: finished, did not finish, or disqualified. */
export const RESULT_STATUSES = ['finished', 'dnf', 'dq'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** The organisers' reason for a DNF or DQ, written in both languages (the import takes both). */
export const statusReasonSchema = z.object({ zh: z.string(), en: z.string() });
export type StatusReason = z.infer<typeof statusReasonSchema>;

/**
 * A runner who started but did not finish (DNF) or was disqualified (DQ): no ranks and no certificate; the marks
 * they passed are shown, and a DQ's time when the organisers give one.
 */
export const nonFinisherSchema = z.object({
  year: z.number().int(),
  bib: z.string(),
  name: z.string(),
  gender: z.number().int(),
  raceItem: z.enum(RACE_ITEMS),
  ageGroup: z.string(),
  status: z.enum(['dnf', 'dq']),
  reason: statusReasonSchema.nullable(),
  chipTimeMs: z.number().int().nullable(),
  gunTimeMs: z.number().int().nullable(),
  splits: z.array(z.object({ km: z.number(), chipTimeMs: z.number().int() })),
  provisional: z.boolean(),
  underReview: z.boolean().optional(),
});
export type NonFinisher = z.infer<typeof nonFinisherSchema>;

/** What a lookup of one runner answers: a finisher's result, or a DNF / DQ. */
export const scoreAnswerSchema = z.union([nonFinisherSchema, scoreResultSchema]);
export type ScoreAnswer = z.infer<typeof scoreAnswerSchema>;

/** Whether a lookup's answer is a DNF or a DQ (no times to rank, no certificate). */
export const isNonFinisher = (answer: ScoreAnswer): answer is NonFinisher =>
  answer.status === 'dnf' || answer.status === 'dq';

/**
 * A result set in its race: how many ran in the runner's gender and age group, the rank at each 5 km mark (and
 * places gained since the mark before), and the race's finish times in bins, with the runner's bin.
 */
export const scoreAnalysisSchema = z.object({
  finishers: z.number().int(),
  genderFinishers: z.number().int(),
  ageGroupFinishers: z.number().int(),
  /** Share of the race's finishers with a slower chip time, 0 to 100. */
  fasterThanPercent: z.number().int().min(0).max(100),
  splitRanks: z.array(z.object({ km: z.number(), rank: z.number().int(), gained: z.number().int() })),
  histogram: z.object({
    /** The first bin starts here; every bin is binMs wide. */
    startMs: z.number().int(),
    binMs: z.number().int(),
    counts: z.array(z.number().int()),
    /** The bin holding this runner's chip time. */
    runnerBin: z.number().int(),
  }),
});
export type ScoreAnalysis = z.infer<typeof scoreAnalysisSchema>;

export const registrationRecordSchema = z.object({
  year: z.number().int(),
  name: z.string(),
  idNumberMasked: z.string(),
  phoneMasked: z.string(),
  channel: z.number().int(),
  status: z.number().int(),
  raceItem: z.enum(RACE_ITEMS),
  /** Null until bibs are assigned (status confirmed). */
  bib: z.string().nullable(),
  corral: z.string().nullable(),
  registeredAt: z.number().int(),
  /** A waitlisted entry's place among those still waiting (1: the next promoted); null otherwise. */
  waitlistPosition: z.number().int().nullable().default(null),
  /**
   * The next step and its deadline (the pay-by of a drawn place, the draw's date), as the member centre says it;
   * null from an API that does not answer it.
   */
  nextStep: z
    .object({ kind: z.enum(NEXT_STEPS), deadline: z.number().int().nullable() })
    .nullable()
    .default(null),
});
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

export const scoreHistorySchema = z.object({
  name: z.string(),
  idNumberMasked: z.string(),
  results: z.array(scoreResultSchema.extend({ personalBest: z.boolean() })),
});
export type ScoreHistory = z.infer<typeof scoreHistorySchema>;

export const resultsPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  rows: z.array(
    z.object({
      overallRank: z.number().int(),
      bib: z.string(),
      name: z.string(),
      gender: z.number().int(),
      ageGroup: z.string(),
      chipTimeMs: z.number().int(),
      gunTimeMs: z.number().int(),
      /** How this name search matched the row (only on a page filtered by name). */
      match: z.enum(['exact', 'prefix']).optional(),
      /** The runner chose not to be listed: bib, name, gender and age group are empty, place and times kept. */
      unlisted: z.literal(true).optional(),
    }),
  ),
});
export type ResultsPage = z.infer<typeof resultsPageSchema>;

export const photoListSchema = z.object({
  year: z.number().int(),
  bib: z.string(),
  /** Relative to the API. */
  photos: z.array(z.object({ n: z.number().int(), path: z.string() })),
});
export type PhotoList = z.infer<typeof photoListSchema>;
