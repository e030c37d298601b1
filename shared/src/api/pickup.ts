import { z } from '../zod';

/**
 * Issue 39 items 4 and 5: bibs by race item and corral, and the kit pickup (e-tickets, desk links issued by the
 * organisers, the volunteer's desk page).
 */

const year = z.coerce.number().int().min(2000).max(2100);
const bibNumber = z.number().int().min(1).max(999_999);

/** A range of bib numbers kept out of the assignment (elites, guests): from and to, both included. */
const reservedRangeSchema = z
  .object({ from: bibNumber, to: bibNumber })
  .strict()
  .refine((range) => range.from <= range.to, { message: 'from ≤ to' });

/**
 * The organiser's bib assignment for one race item: the confirmed entries without a bib, fastest declared or
 * proven finish time first (no time: last, in registration order), numbered from `firstBib` past the reserved
 * ranges and the bibs already given, and put in corrals in order (each corral takes `size` runners, the last one
 * takes the rest).
 */
export const bibAssignSchema = z
  .object({
    year,
    raceItem: z.string().trim().min(1).max(40),
    firstBib: bibNumber,
    reserved: z.array(reservedRangeSchema).max(20).default([]),
    corrals: z
      .array(z.object({ name: z.string().trim().min(1).max(20), size: z.number().int().min(1).max(100_000) }))
      .min(1)
      .max(26),
  })
  .strict();
export type BibAssignInput = z.output<typeof bibAssignSchema>;

export const bibAssignAnswerSchema = z.object({
  /** Entries given a bib by this call (0 when run again: it is idempotent). */
  assigned: z.number().int(),
  /** Confirmed entries of the race item that already had one. */
  kept: z.number().int(),
});

/** An organiser issues a desk link: the desk's name and how many hours it stays open. */
export const pickupDeskIssueSchema = z
  .object({
    year,
    deskName: z.string().trim().min(1).max(40),
    hours: z.number().int().min(1).max(72),
  })
  .strict();

export const pickupDeskIssueAnswerSchema = z.object({
  deskId: z.string(),
  /** The phone page's address with the desk's secret after `#` (never sent to a server by the browser). */
  link: z.string(),
  expiresAt: z.number().int(),
});

export const pickupDeskRevokeSchema = z.object({ deskId: z.string().min(1).max(60) }).strict();
export const pickupDeskRevokeAnswerSchema = z.object({ revoked: z.boolean() });

/** The desks of a year, for the organisers' console (GET ?year=). */
export const pickupDeskListQuerySchema = z.object({ year }).strict();

/** One desk link as listed: never its secret (only its hash is kept anyway). */
export const pickupDeskSchema = z.object({
  deskId: z.string(),
  year: z.number().int(),
  deskName: z.string(),
  issuedByName: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  revokedAt: z.number().int().nullable(),
  /** Kits handed over at this desk, and when the last one was. */
  pickups: z.number().int(),
  lastPickupAt: z.number().int().nullable(),
});
export type PickupDesk = z.output<typeof pickupDeskSchema>;
export const pickupDeskListAnswerSchema = z.object({ desks: z.array(pickupDeskSchema) });

/** The header a desk page sends its secret in. */
export const PICKUP_DESK_HEADER = 'x-pickup-desk';

/** How a desk finds the runner: the e-ticket's scanned text, or the runner's ID number typed in. */
export const pickupFindSchema = z.union([
  z.object({ ticket: z.string().trim().min(10).max(300) }).strict(),
  z.object({ idNumber: z.string().trim().min(5).max(30) }).strict(),
]);
export type PickupFind = z.output<typeof pickupFindSchema>;

const pickedUpSchema = z.object({
  at: z.number().int(),
  deskName: z.string(),
  byProxy: z.boolean(),
});

/** What the volunteer hands over, and whether it was already handed over. */
export const pickupRunnerSchema = z.object({
  year: z.number().int(),
  regNo: z.number().int(),
  bib: z.string(),
  name: z.string(),
  raceItem: z.string(),
  corral: z.string().nullable(),
  shirtSize: z.string().nullable(),
  idMasked: z.string(),
  pickedUp: pickedUpSchema.nullable(),
});
export type PickupRunner = z.output<typeof pickupRunnerSchema>;

/**
 * The race's proxy rule: a proxy brings the runner's e-ticket (never the ID number alone), gives their own name
 * and the last four characters of their own ID document, and shows the runner's signed authorisation, which the
 * volunteer confirms having seen.
 */
export const pickupProxySchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    idLast4: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{4}$/),
    authorisationSeen: z.literal(true),
  })
  .strict();

/** Recording a pickup: the page's own id for it (a replay after a lost answer records nothing twice). */
export const pickupRecordSchema = z
  .object({
    pickupId: z.string().uuid(),
    find: pickupFindSchema,
    proxy: pickupProxySchema.nullable().default(null),
  })
  .strict();
export type PickupRecordInput = z.output<typeof pickupRecordSchema>;

export const pickupRecordAnswerSchema = z.object({
  /** recorded: this call (or an earlier send of the same pickup id) handed the kit; already: another pickup had. */
  outcome: z.enum(['recorded', 'already']),
  runner: pickupRunnerSchema,
});

/** The runner's e-ticket: what the member centre and the phone site show (the QR code carries `ticket`). */
export const eTicketQuerySchema = z.object({ year }).strict();
export const eTicketAnswerSchema = z.object({
  ticket: z.string(),
  year: z.number().int(),
  regNo: z.number().int(),
  bib: z.string(),
  name: z.string(),
  raceItem: z.string(),
  corral: z.string().nullable(),
  idMasked: z.string(),
});

/** The start list exported for the timing company: a year, as CSV or .xlsx. */
export const startListExportQuerySchema = z
  .object({ year, format: z.enum(['csv', 'xlsx']).default('csv') })
  .strict();

/** A start list read back from the timing company (multipart, field `file`): bibs and corrals of the year. */
export const startListImportQuerySchema = z.object({ year }).strict();
export const startListImportAnswerSchema = z.object({ updated: z.number().int() });
