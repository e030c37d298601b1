import type { RaceCalendar } from '../../kernel/race-calendar';
import type { Kysely } from 'kysely';
import { MAX_FEED_ITEMS, type FeedItemResult, type LiveRules, type PassingInput } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { joinMoved, type PlacesMoved } from './bus';
import { ingestFeed } from './ingest';

/** One row's outcome, as the timing feed answers an item, with the row it came from. */
export type PassingsRowResult = FeedItemResult & { row: number };

/**
 * Feeds a read file's passings through the same judge as the timing feed, a feed call's worth at a time (each
 * call one transaction): idempotent, so a file dropped twice changes nothing the second time.
 */
export async function ingestPassingsFile(
  db: Kysely<Database>,
  {
    year,
    provider,
    passings,
  }: { year: number; provider: string; passings: { row: number; passing: PassingInput }[] },
  rules: LiveRules,
  calendar: RaceCalendar | null = null,
): Promise<{ results: PassingsRowResult[]; changed: string[]; moved: PlacesMoved[] }> {
  const results: PassingsRowResult[] = [];
  const changed = new Set<string>();
  let moved: PlacesMoved[] = [];
  for (let start = 0; start < passings.length; start += MAX_FEED_ITEMS) {
    const part = passings.slice(start, start + MAX_FEED_ITEMS);
    const {
      answer,
      changed: bibs,
      moved: places,
    } = await ingestFeed(
      db,
      { year, provider, passings: part.map((entry) => entry.passing), statuses: [] },
      rules,
      Date.now(),
      undefined,
      calendar,
    );
    for (const result of answer.results) results.push({ ...result, row: part[result.index]?.row ?? 0 });
    for (const bib of bibs) changed.add(bib);
    moved = joinMoved(moved, places);
  }
  return { results, changed: [...changed], moved };
}
