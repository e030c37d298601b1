import { z } from '../zod';
import { LIVE_POINTS, MAX_FOLLOWED, type LivePoint } from '../live/points';
import { bibSchema, idNumberSchema, raceYearSchema, scoreResultSchema, statusReasonSchema } from './search';

/*
 * Race day, live: the timing company's feed of passings, the live state of a runner (splits so far, the rank at
 * each point, predictions), following runners over Server-Sent Events, alerts, and each runner's choice of who may
 * follow them.
 */

export { LIVE_POINTS, MAX_FOLLOWED, POINTS_OF_ITEM, pointKm } from '../live/points';
export type { LivePoint } from '../live/points';

/** A passing's time: a time of day on race day, Beijing time (08:12:31.250), or an ISO 8601 moment with its offset. */
const TIME_OF_DAY = /^([01]?\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?(Z|[+-]\d{2}:?\d{2})$/;
export const passingTimeSchema = z
  .string()
  .trim()
  .max(40)
  .refine((text) => TIME_OF_DAY.test(text) || ISO_MOMENT.test(text), {
    message: 'a time of day such as 08:12:31.250, or an ISO 8601 moment such as 2026-04-19T08:12:31+08:00',
  });

/**
 * One read at a timing mat. `timing` says how its time counts: from the runner's own start-mat read (`chip`, the
 * default) or from the wave's gun (`gun`, for a runner the start mat missed). `correction` replaces the point's
 * time even when it is later than the one kept (otherwise the first crossing counts).
 */
export const passingInputSchema = z
  .object({
    bib: bibSchema,
    point: z.enum(LIVE_POINTS),
    time: passingTimeSchema,
    timing: z.enum(['chip', 'gun']).optional(),
    correction: z.boolean().optional(),
  })
  .strict();
export type PassingInput = z.infer<typeof passingInputSchema>;

/** A runner's status from the timing company: out of the race (DNF), disqualified (DQ), or back in it. */
export const statusInputSchema = z
  .object({
    bib: bibSchema,
    status: z.enum(['dnf', 'dq', 'running']),
    reasonZh: z.string().trim().min(1).max(200).optional(),
    reasonEn: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type StatusInput = z.infer<typeof statusInputSchema>;

/** Items one call of the feed may carry (a mat's reads of a second or two). */
export const MAX_FEED_ITEMS = 500;

export const passingsBodySchema = z
  .object({
    year: raceYearSchema,
    passings: z.array(passingInputSchema).max(MAX_FEED_ITEMS).default([]),
    statuses: z.array(statusInputSchema).max(MAX_FEED_ITEMS).default([]),
  })
  .strict()
  .refine((body) => body.passings.length + body.statuses.length > 0, {
    path: ['passings'],
    message: 'send at least one passing or status',
  })
  .refine((body) => body.passings.length + body.statuses.length <= MAX_FEED_ITEMS, {
    path: ['passings'],
    message: `at most ${MAX_FEED_ITEMS} items a call`,
  });

/** Why an item was refused, for the provider's log: a stable code and the reason in both languages. */
export const feedReasonSchema = z.object({ code: z.string(), zh: z.string(), en: z.string() });
export type FeedReason = z.infer<typeof feedReasonSchema>;

export const FEED_OUTCOMES = ['accepted', 'replaced', 'duplicate', 'refused'] as const;

export const feedItemResultSchema = z.object({
  kind: z.enum(['passing', 'status']),
  /** The item's place in its list (passings or statuses), from 0. */
  index: z.number().int(),
  bib: z.string(),
  point: z.enum(LIVE_POINTS).nullable(),
  outcome: z.enum(FEED_OUTCOMES),
  reason: feedReasonSchema.nullable(),
});
export type FeedItemResult = z.infer<typeof feedItemResultSchema>;

export const passingsAnswerSchema = z.object({
  year: z.number().int(),
  accepted: z.number().int(),
  duplicates: z.number().int(),
  refused: z.number().int(),
  results: z.array(feedItemResultSchema),
});
export type PassingsAnswer = z.infer<typeof passingsAnswerSchema>;

/** A runner's share code: eight letters and digits (no I, L, O or U), read case-insensitively. */
export const SHARE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;
export const shareCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(SHARE_CODE_PATTERN));

export const LIVE_STATUSES = ['not-started', 'on-course', 'finished', 'dnf', 'dq'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export const liveSplitSchema = z.object({
  point: z.enum(LIVE_POINTS),
  km: z.number(),
  /** The moment of the read (epoch ms). */
  at: z.number().int(),
  /** Time from the runner's start (its start-mat read, or the wave's gun for a gun-timed read); 0 at the start. */
  elapsedMs: z.number().int(),
  timing: z.enum(['chip', 'gun']),
  /** Place among the runners of the race item timed at this point so far (by elapsed time); null at the start. */
  rank: z.number().int().nullable(),
  genderRank: z.number().int().nullable(),
});
export type LiveSplit = z.infer<typeof liveSplitSchema>;

/** A predicted passing: the runner's average pace since the start, carried over the distance to the point. */
export const livePredictionSchema = z.object({
  point: z.enum(LIVE_POINTS),
  km: z.number(),
  at: z.number().int(),
  elapsedMs: z.number().int(),
});
export type LivePrediction = z.infer<typeof livePredictionSchema>;

/** A runner as the live views show them (who they are, as a result names them): provisional until final. */
export const liveRunnerSchema = scoreResultSchema
  .pick({ year: true, bib: true, name: true, gender: true, raceItem: true, ageGroup: true })
  .extend({
    found: z.literal(true),
    status: z.enum(LIVE_STATUSES),
    reason: statusReasonSchema.nullable(),
    /** The runner's wave's gun (epoch ms). */
    startAt: z.number().int(),
    splits: z.array(liveSplitSchema),
    /** Average pace since the start, seconds per km; null before the first timed point. */
    paceSecondsPerKm: z.number().int().nullable(),
    next: livePredictionSchema.nullable(),
    finish: livePredictionSchema.nullable(),
    /** True until the organisers import the final results (live reads are always provisional). */
    provisional: z.boolean(),
    /** Grows with every change: a view keeps the newest it has seen. */
    version: z.number().int(),
    updatedAt: z.number().int(),
  });
export type LiveRunner = z.infer<typeof liveRunnerSchema>;

/**
 * A followed runner's places, when only they moved (others' faster chip times behind, a correction): the events
 * stream sends this (event `places`, a few hundred bytes) instead of the runner's whole state again. It holds for
 * the state of this `version` only.
 */
export interface LivePlaces {
  year: number;
  bib: string;
  version: number;
  places: { point: LivePoint; rank: number | null; genderRank: number | null }[];
}

/** A runner's state with the places of a `places` event; the state as it was if the event is of another version. */
export function withPlaces(runner: LiveRunner, places: LivePlaces): LiveRunner {
  if (runner.bib !== places.bib || runner.version !== places.version) return runner;
  const at = new Map(places.places.map((place) => [place.point, place]));
  return {
    ...runner,
    splits: runner.splits.map((split) => {
      const place = at.get(split.point);
      return place ? { ...split, rank: place.rank, genderRank: place.genderRank } : split;
    }),
  };
}

/** A runner no live view may show: unknown, hidden by their choice, or shared by a code not given. */
export const liveMissingSchema = z.object({
  found: z.literal(false),
  year: z.number().int(),
  bib: z.string(),
});
export type LiveMissing = z.infer<typeof liveMissingSchema>;

export const followedRunnerSchema = z.object({ bib: bibSchema, code: shareCodeSchema.optional() }).strict();

/** POST watch: the runners a page follows (their codes, when shared by code); answers their state and a ticket. */
export const liveWatchSchema = z
  .object({ year: raceYearSchema, runners: z.array(followedRunnerSchema).min(1).max(MAX_FOLLOWED) })
  .strict();

export const liveWatchAnswerSchema = z.object({
  /** For the events stream: names the runners and proves their codes were given, without the codes. */
  watch: z.string(),
  runners: z.array(z.union([liveRunnerSchema, liveMissingSchema])),
});
export type LiveWatchAnswer = z.infer<typeof liveWatchAnswerSchema>;

export const liveEventsQuerySchema = z.object({ watch: z.string().min(16).max(4000) }).strict();

export const TRACKING_MODES = ['public', 'code', 'hidden'] as const;
export type TrackingMode = (typeof TRACKING_MODES)[number];

/**
 * A runner reads or sets who may follow them live, proving the bib is theirs with the ID number on the start list.
 * No mode reads; `default` goes back to the race's rule; `newCode` draws a new share code (the old one stops).
 */
export const trackingRequestSchema = z
  .object({
    year: raceYearSchema,
    bib: bibSchema,
    idNumber: idNumberSchema,
    mode: z.enum([...TRACKING_MODES, 'default']).optional(),
    newCode: z.boolean().optional(),
  })
  .strict();

export const trackingAnswerSchema = z.object({
  year: z.number().int(),
  bib: z.string(),
  name: z.string(),
  mode: z.enum(TRACKING_MODES),
  /** False while the race's rule applies (the runner has not chosen). */
  chosen: z.boolean(),
  raceDefault: z.enum(TRACKING_MODES),
  /** The share code, only in the answer that drew it: it is kept hashed. */
  code: z.string().nullable(),
});
export type TrackingAnswer = z.infer<typeof trackingAnswerSchema>;

/** When alerts are held back: a late correction at night is no longer news. Times of day in `timeZone`. */
export const alertRulesSchema = z
  .object({
    timeZone: z.string().default('Asia/Shanghai'),
    quietFrom: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .default('22:00'),
    quietTo: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .default('07:00'),
  })
  .strict()
  .refine(
    (rules) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: rules.timeZone });
        return true;
      } catch {
        return false;
      }
    },
    { path: ['timeZone'], message: 'not an IANA time zone such as Asia/Shanghai' },
  );
export type AlertRules = z.infer<typeof alertRulesSchema>;

/** The race's rules for live tracking (content: live.json). */
export const liveRulesSchema = z
  .object({
    /** Who may follow a runner who has not chosen: the race's rule. */
    tracking: z.enum(TRACKING_MODES).default('public'),
    /** Course records, H:MM:SS per race item: no passing may imply a faster pace than these, less the margin. */
    courseRecords: z
      .object({
        half: z.string().regex(/^\d:[0-5]\d:[0-5]\d$/),
        fun: z.string().regex(/^\d:[0-5]\d:[0-5]\d$/),
      })
      .strict(),
    /** How much faster than the record's average pace one stretch may be (a fast 5 km, a mat a little off). */
    recordMarginPercent: z.number().min(0).max(30).default(8),
    /** Finish alerts: the quiet hours in the race's time zone (none are sent in them). */
    alerts: alertRulesSchema.prefault({}),
  })
  .strict();
export type LiveRules = z.infer<typeof liveRulesSchema>;

/** The points a follower may ask an alert at, besides the finish (the start says nothing a follower waits for). */
export const ALERT_POINTS = ['5k', '10k', '15k', '20k'] as const;
export const ALERT_CHANNELS = ['sms', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * A follower asks for an alert when a runner finishes (and, optionally, at one chosen point): by SMS to the
 * account's own phone or by e-mail to its own address, in the language chosen. `code` is the runner's share code,
 * when they are followed by code.
 */
export const alertRequestSchema = z
  .object({
    year: raceYearSchema,
    bib: bibSchema,
    code: shareCodeSchema.optional(),
    channel: z.enum(ALERT_CHANNELS),
    point: z.enum(ALERT_POINTS).optional(),
    language: z.enum(['zh', 'en']).default('zh'),
  })
  .strict();

export const liveAlertSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  bib: z.string(),
  channel: z.enum(ALERT_CHANNELS),
  /** Where it goes, masked (139****0000, r***@example.com). */
  target: z.string(),
  point: z.enum(ALERT_POINTS).nullable(),
  language: z.enum(['zh', 'en']),
});
export type LiveAlert = z.infer<typeof liveAlertSchema>;

export const alertListQuerySchema = z.object({ year: raceYearSchema }).strict();
export const alertListAnswerSchema = z.object({
  alerts: z.array(liveAlertSchema),
  /** The account's own phone and e-mail, masked: the only places its alerts may go (null: none on the account). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type AlertListAnswer = z.infer<typeof alertListAnswerSchema>;

export const alertCancelSchema = z.object({ id: z.string().uuid() }).strict();
export const alertCancelAnswerSchema = z.object({ stopped: z.boolean() });

/** The opt-out link's signed token: the page (GET) shows a button, only its POST stops the alert. */
export const alertStopQuerySchema = z
  .object({ t: z.string().min(16).max(400), lang: z.enum(['zh', 'en']).optional() })
  .strict();
export const alertStopBodySchema = z.object({ t: z.string().min(16).max(400) }).strict();
/** A runner an account follows: the year, the bib and, for a runner shared by code, the code the follower was given. */
export const accountFollowedSchema = z
  .object({ year: raceYearSchema, bib: bibSchema, code: shareCodeSchema.optional() })
  .strict();
export type AccountFollowed = z.infer<typeof accountFollowedSchema>;

/**
 * The list an account keeps, in the order followed. More than MAX_FOLLOWED are accepted by the schema (a browser
 * may hold more than fit after a merge) so the server can answer which did not fit, in both languages.
 */
export const followedListSchema = z
  .object({ runners: z.array(accountFollowedSchema).max(MAX_FOLLOWED * 3) })
  .strict();

export const followedAnswerSchema = z.object({
  runners: z.array(accountFollowedSchema),
  /** Runners sent that did not fit under MAX_FOLLOWED (a merge at login): named, never dropped silently. */
  notKept: z.array(accountFollowedSchema),
});
export type FollowedAnswer = z.infer<typeof followedAnswerSchema>;
