import { z } from '../zod';
import { raceYearSchema } from './search';

/**
 * The season's draw (issue 39): per edition and race item, a seed committed by its SHA-256 hash before entries
 * close and revealed after the draw, so anyone can recompute the order from the published entry numbers
 * (docs/decisions/2026-12-03-verifiable-draw.md).
 */

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 hash in lower-case hex');
const year = z.number().int().min(2000).max(2100);
const raceItem = z.string().min(1).max(40);
/** A seed the organiser keeps secret until the reveal: long enough that nobody guesses it from the hash. */
const seed = z.string().min(16).max(200);

/** A dated refund tier: a withdrawal before `until` (epoch ms) is refunded `percent` of what was paid. */
export const refundTierSchema = z
  .object({ until: z.number().int(), percent: z.number().int().min(0).max(100) })
  .strict();

/** The draw's settings of one race item of an edition (content: season/<year>.json, checked by content:check). */
export const drawSettingsSchema = z
  .object({
    raceItem,
    /** Places of the race item, the reserved ones included. */
    places: z.number().int().min(0),
    /** Places for approved qualification applications, which skip the draw. */
    reservedPlaces: z.number().int().min(0),
    /** The published draw date (epoch ms). */
    drawAt: z.number().int(),
    feeFen: z.number().int().min(0),
    /** How long a winner has to pay (ms from the win). */
    payWindowMs: z.number().int().min(60_000),
    /** Ordered by `until`; after the last one, nothing is refunded. */
    refundTiers: z.array(refundTierSchema).max(10),
  })
  .strict()
  .refine((s) => s.reservedPlaces <= s.places, { message: 'reservedPlaces must not exceed places' })
  .refine((s) => s.refundTiers.every((tier, i, all) => (all[i - 1]?.until ?? -Infinity) < tier.until), {
    message: 'refundTiers must be in increasing order of until',
  });
export type DrawSettings = z.infer<typeof drawSettingsSchema>;

/** The season file of an edition in the content folder: the draw settings of each race item. */
export const seasonFileSchema = z
  .object({ year, draws: z.array(drawSettingsSchema).min(1) })
  .strict()
  .refine((f) => new Set(f.draws.map((d) => d.raceItem)).size === f.draws.length, {
    message: 'one draw per race item',
  });

export const drawKeySchema = z.object({ year, raceItem }).strict();
/** The public record's query string (strings coerced). */
export const publicDrawQuerySchema = z.object({ year: raceYearSchema, raceItem }).strict();
export const seedCommitSchema = z.object({ year, raceItem, seedHash: sha256Hex }).strict();
/** The draw is run with the seed, checked against the committed hash; it stays unpublished until the reveal. */
export const drawRunSchema = z.object({ year, raceItem, seed }).strict();
/** The reveal publishes the seed, checked against the hash again. */
export const seedRevealSchema = z.object({ year, raceItem, seed }).strict();

/** A draw's states: entries open, entries closed, being drawn (claimed by one process), drawn, seed revealed. */
export const DRAW_STATES = ['open', 'closed', 'drawing', 'drawn', 'revealed'] as const;

/** What an organiser's call on the draw answers: where the draw now stands. */
export const drawStatusSchema = z.object({
  year: z.number().int(),
  raceItem: z.string(),
  state: z.enum(DRAW_STATES),
  seedHash: z.string(),
  drawnAt: z.number().int().nullable(),
  /** Entries in the draw, winners, waitlisted; 0 before the draw. */
  entries: z.number().int(),
  winners: z.number().int(),
  waitlisted: z.number().int(),
});
export type DrawStatus = z.infer<typeof drawStatusSchema>;

/**
 * The organiser's view of a race item's draw: its settings' places, the applicants still pending the draw, and
 * where the draw stands (null before a seed hash is committed).
 */
export const drawOverviewSchema = z.object({
  year: z.number().int(),
  raceItem: z.string(),
  places: z.number().int(),
  reservedPlaces: z.number().int(),
  /** Entries of the race item still waiting for the draw (all of them until it is run). */
  applicants: z.number().int(),
  status: drawStatusSchema.nullable(),
});
export type DrawOverview = z.infer<typeof drawOverviewSchema>;

export const waitlistRoundAnswerSchema = z.object({ promoted: z.array(z.number().int()) });

/**
 * The public record of a draw: the committed hash, the seed once revealed, the entry numbers that took part
 * (in registration order) and the resulting order (winners first), from which anyone recomputes it.
 */
export const publicDrawSchema = z.object({
  year: z.number().int(),
  raceItem: z.string(),
  state: z.enum(DRAW_STATES),
  seedHash: z.string(),
  seed: z.string().nullable(),
  /** Places the draw gave (places minus the reserved ones). */
  drawnPlaces: z.number().int(),
  entries: z.array(z.number().int()),
  order: z.array(z.number().int()),
});
export type PublicDraw = z.infer<typeof publicDrawSchema>;

export const withdrawSchema = z.object({ year, regNo: z.number().int().min(1) }).strict();
export const withdrawAnswerSchema = z.object({
  regNo: z.number().int(),
  /** The tier's refund of what was paid (0 when nothing was paid or the last tier has passed). */
  refundFen: z.number().int(),
  refundNo: z.string().nullable(),
});
