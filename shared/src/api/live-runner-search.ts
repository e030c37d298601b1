import { z } from '../zod';
import { nameSearchQuerySchema, NAME_SEARCH_LIMIT } from './name-search';
import { RACE_ITEMS } from './search';

/**
 * GET a year's start list by name, before its results are in (race day): the runners given bibs whose live
 * tracking is public, found as the results' name search finds finishers (characters, pinyin either way round,
 * initials, or the start of any), so a spectator can follow a runner whose bib they do not know.
 */
export const liveRunnerSearchQuerySchema = nameSearchQuerySchema;

/** One runner of the start list a name search found: what a follow needs (the bib) and tells them apart by. */
export const liveRunnerHitSchema = z.object({
  bib: z.string(),
  name: z.string(),
  raceItem: z.enum(RACE_ITEMS),
  gender: z.number().int(),
  ageGroup: z.string(),
  match: z.enum(['exact', 'prefix']),
});
export type LiveRunnerHit = z.infer<typeof liveRunnerHitSchema>;

export const liveRunnerSearchAnswerSchema = z.object({
  year: z.number().int(),
  /** Exact matches first, then names that start with what was typed; by bib within each. */
  hits: z.array(liveRunnerHitSchema),
  /** More runners matched than were answered (at most NAME_SEARCH_LIMIT): the visitor should type more. */
  more: z.boolean(),
});
export type LiveRunnerSearchAnswer = z.infer<typeof liveRunnerSearchAnswerSchema>;

export { NAME_SEARCH_LIMIT as LIVE_RUNNER_SEARCH_LIMIT };
