import type { ScoreResult } from '@marathon/shared/api';
import { RACE_ITEM_DISTANCE_KM } from '@marathon/shared/race-time';

export interface Mark {
  km: number;
  chipTimeMs: number;
}

/** A finisher's finish as a mark: the race's distance at the chip time. */
export const finishMark = (result: Pick<ScoreResult, 'raceItem' | 'chipTimeMs'>): Mark => ({
  km: RACE_ITEM_DISTANCE_KM[result.raceItem],
  chipTimeMs: result.chipTimeMs,
});

/** Each stretch of the race, mark to mark (the finish included when it is among them), with its pace in s/km. */
export function paceSeries(marks: readonly Mark[]): { km: number; paceSeconds: number }[] {
  return marks.map((mark, i) => {
    const previous = marks[i - 1] ?? { km: 0, chipTimeMs: 0 };
    return {
      km: mark.km,
      paceSeconds: (mark.chipTimeMs - previous.chipTimeMs) / 1000 / (mark.km - previous.km),
    };
  });
}
