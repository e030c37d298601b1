import { z } from '../zod';
import { LIVE_POINTS } from '../live/points';

/**
 * The timing companies' feed keys, managed by staff: each key is one provider's, for one edition and the points it
 * may post. A new key for the same provider works beside the old one, so a key is rotated without a gap in the feed.
 */

const year = z.coerce.number().int().min(2000).max(2100);

/** A provider's name as the feed's records carry it: lower-case letters, digits and `-`. */
export const TIMING_PROVIDER_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

export const timingKeyIssueSchema = z
  .object({
    provider: z
      .string()
      .trim()
      .regex(TIMING_PROVIDER_PATTERN, 'provider: 2–32 lower-case letters, digits or -'),
    year,
    points: z
      .array(z.enum(LIVE_POINTS))
      .min(1)
      .max(LIVE_POINTS.length)
      .refine((points) => new Set(points).size === points.length, 'each point once'),
  })
  .strict();
export type TimingKeyIssue = z.infer<typeof timingKeyIssueSchema>;

/** The key itself is answered once: only its hash is stored. */
export const timingKeyIssueAnswerSchema = z.object({ keyId: z.string(), key: z.string() });

export const timingKeyRevokeSchema = z.object({ keyId: z.string().min(1).max(60) }).strict();
export const timingKeyRevokeAnswerSchema = z.object({ revoked: z.boolean() });

export const timingKeyListQuerySchema = z.object({ year }).strict();

/** One issued key as staff see it: never the key, but its scope, who issued it and how the feed is doing on it. */
export const timingKeySchema = z.object({
  keyId: z.string(),
  provider: z.string(),
  year: z.number().int(),
  points: z.array(z.enum(LIVE_POINTS)),
  issuedByName: z.string(),
  createdAt: z.number().int(),
  revokedAt: z.number().int().nullable(),
  /** The last feed call this key opened (to the minute). */
  lastUsedAt: z.number().int().nullable(),
});
export type TimingKey = z.infer<typeof timingKeySchema>;

/** How the feed of one provider is doing in the year: its last passing received and the passings so far. */
export const feedHealthSchema = z.object({
  provider: z.string(),
  passings: z.number().int(),
  lastPassingAt: z.number().int().nullable(),
});
export type FeedHealth = z.infer<typeof feedHealthSchema>;

export const timingKeyListAnswerSchema = z.object({
  keys: z.array(timingKeySchema),
  feeds: z.array(feedHealthSchema),
  /** Whether the year's results are final: the feed refuses every key then. */
  resultsFinal: z.boolean(),
  /** Providers with a key in the deployment's settings (TIMING_FEED_KEYS): any edition, any point. */
  configuredProviders: z.array(z.string()),
});
export type TimingKeyList = z.infer<typeof timingKeyListAnswerSchema>;
