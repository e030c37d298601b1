import {
  pointKm,
  POINTS_OF_ITEM,
  type FeedReason,
  type LivePoint,
  type RaceItem,
} from '@marathon/shared/api';

/** A kept read of one runner, as the judge needs it. */
export interface KeptRead {
  point: LivePoint;
  at: number;
}

export interface Candidate {
  point: LivePoint;
  at: number;
  correction: boolean;
}

/** What happens to one passing: kept as new, replaces the kept read, changes nothing, or is refused with a reason. */
export type Verdict =
  | { outcome: 'accepted' | 'replaced' }
  | { outcome: 'duplicate'; reason: FeedReason | null }
  | { outcome: 'refused'; reason: FeedReason };

export interface JudgeBounds {
  item: RaceItem;
  /** The gun (epoch ms): no read may come before it, less a minute of mats set early. */
  gunAt: number;
  /** The fastest pace (ms per km) any stretch may be run at (the course record's, less a margin). */
  fastestMsPerKm: number;
  /** The receiving moment: a read more than a minute in the future is a clock fault. */
  now: number;
}

const reason = (code: string, zh: string, en: string): FeedReason => ({ code, zh, en });
const EARLY_MS = 60_000;

/**
 * Judges one passing against the runner's kept reads. The first crossing of a mat counts: a later read of a point
 * already kept is a duplicate, an earlier one (a late-delivered first read) replaces it; a correction replaces it
 * whatever its time. A read must keep the points in course order and no stretch between two reads (or from the gun)
 * may be run faster than the record pace allows; reads may arrive in any order.
 */
export function judgePassing(kept: readonly KeptRead[], candidate: Candidate, bounds: JudgeBounds): Verdict {
  const course = POINTS_OF_ITEM[bounds.item];
  const index = course.indexOf(candidate.point);
  if (index < 0) {
    return {
      outcome: 'refused',
      reason: reason(
        'point-not-on-course',
        `该项目没有计时点 ${candidate.point}`,
        `This race has no timing point ${candidate.point}`,
      ),
    };
  }
  if (candidate.at > bounds.now + EARLY_MS) {
    return {
      outcome: 'refused',
      reason: reason(
        'in-future',
        '计时晚于当前时间，请检查计时设备的时钟',
        'The time is in the future: check the clock of the mat',
      ),
    };
  }
  if (candidate.at < bounds.gunAt - EARLY_MS) {
    return {
      outcome: 'refused',
      reason: reason('before-gun', '计时早于发枪时间', 'The time is before the gun'),
    };
  }
  const same = kept.find((read) => read.point === candidate.point);
  if (same && same.at === candidate.at) return { outcome: 'duplicate', reason: null };
  if (same && !candidate.correction && same.at < candidate.at) {
    return {
      outcome: 'duplicate',
      reason: reason(
        'later-read',
        '该点已有更早的通过记录，以首次通过为准',
        'An earlier read of this point is kept: the first crossing counts',
      ),
    };
  }
  const km = pointKm(candidate.point, bounds.item);
  // The gun is a read at the start line every runner is bound by (the start mat may be missed).
  const others: { point: LivePoint; at: number; km: number; index: number }[] = [
    { point: 'start', at: bounds.gunAt, km: 0, index: 0 },
    ...kept
      .filter((read) => read.point !== candidate.point)
      .map((read) => ({ ...read, km: pointKm(read.point, bounds.item), index: course.indexOf(read.point) })),
  ];
  for (const other of others) {
    if (other.point === 'start' && candidate.point === 'start') continue;
    const before = other.index < index;
    const gap = before ? candidate.at - other.at : other.at - candidate.at;
    if (gap <= 0 && other.at !== bounds.gunAt) {
      return {
        outcome: 'refused',
        reason: reason(
          'out-of-order',
          `${candidate.point} 的时间与 ${other.point} 的顺序不符`,
          `The time at ${candidate.point} is out of course order with the read at ${other.point}`,
        ),
      };
    }
    const distance = Math.abs(km - other.km);
    if (distance > 0 && gap < distance * bounds.fastestMsPerKm) {
      return {
        outcome: 'refused',
        reason: reason(
          'too-fast',
          `${other.point} 到 ${candidate.point} 的配速快于赛道纪录`,
          `From ${other.point} to ${candidate.point} is faster than the course record pace`,
        ),
      };
    }
  }
  return { outcome: same ? 'replaced' : 'accepted' };
}
