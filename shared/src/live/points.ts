import { RACE_ITEM_DISTANCE_KM } from '../format/race-time';

/** The timing points of the course, in the order a runner passes them: the start mat, every 5 km, the finish. */
export const LIVE_POINTS = ['start', '5k', '10k', '15k', '20k', 'finish'] as const;
export type LivePoint = (typeof LIVE_POINTS)[number];

/** The points each race has: the Fun Run (5 km) is timed at the start and the finish only. */
export const POINTS_OF_ITEM: Record<'half' | 'fun', readonly LivePoint[]> = {
  half: LIVE_POINTS,
  fun: ['start', 'finish'],
};

const MARK_KM: Record<Exclude<LivePoint, 'finish'>, number> = {
  start: 0,
  '5k': 5,
  '10k': 10,
  '15k': 15,
  '20k': 20,
};

/** Kilometres from the start line to a point of a race item. */
export function pointKm(point: LivePoint, item: 'half' | 'fun'): number {
  return point === 'finish' ? RACE_ITEM_DISTANCE_KM[item] : MARK_KM[point];
}

/** At most this many runners are followed at once, with or without an account. */
export const MAX_FOLLOWED = 10;
