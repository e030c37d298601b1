import { z } from '../zod';
import { PATTERNS } from '../validation/patterns';
import { RACE_ITEMS, raceYearSchema } from './search';

/** At most this many runners answer one name search: a name is a lookup, not a list (the finishers list pages). */
export const NAME_SEARCH_LIMIT = 20;

/**
 * GET a year's runners by name: Chinese characters, full pinyin with or without spaces and tones (wang lei,
 * wánglěi, wang2lei3), the given name first (lei wang), pinyin initials (wl) or the start of any of these.
 */
export const nameSearchQuerySchema = z
  .object({
    year: raceYearSchema,
    q: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z.string().min(1).max(60).regex(PATTERNS.nameSearch),
    ),
  })
  .strict();

/** One runner a name search found: what the finishers list shows of them, and how the name matched. */
export const nameSearchHitSchema = z.object({
  bib: z.string(),
  name: z.string(),
  raceItem: z.enum(RACE_ITEMS),
  gender: z.number().int(),
  ageGroup: z.string(),
  status: z.enum(['finished', 'dnf', 'dq']),
  /** Null for a runner without a time (DNF). */
  chipTimeMs: z.number().int().nullable(),
  /** 0 for a runner without a rank (DNF, DQ). */
  overallRank: z.number().int(),
  match: z.enum(['exact', 'prefix']),
});

export const nameSearchAnswerSchema = z.object({
  year: z.number().int(),
  /** Exact matches first, then names that start with what was typed; fastest first within each. */
  hits: z.array(nameSearchHitSchema),
  /** More runners matched than were answered: the visitor should type more. */
  more: z.boolean(),
});
export type NameSearchAnswer = z.infer<typeof nameSearchAnswerSchema>;
