import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { PlacesMoved } from './bus';

/**
 * Where a runner joining or leaving the places (hidden, disqualified, back) moves others': behind them at every mat
 * they passed, so streams send those places again at once rather than at their next read.
 */
export async function placesOfRunner(
  db: Kysely<Database>,
  year: number,
  bib: string,
): Promise<PlacesMoved[]> {
  const reads = await db
    .selectFrom('live_passings')
    .select(['race_item', 'point', 'elapsed_ms'])
    .where('year', '=', year)
    .where('bib', '=', bib)
    .where('point', '!=', 'start')
    .execute();
  return reads.map((read) => ({ item: read.race_item, point: read.point, fromMs: Number(read.elapsed_ms) }));
}
