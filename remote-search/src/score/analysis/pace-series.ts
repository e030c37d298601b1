import { RACE_ITEM_DISTANCE_KM, type ScoreResult } from '@marathon/shared/api';

/** Each stretch of the race, mark to mark (finish included), with its pace in seconds per kilometre. */
export function paceSeries(result: ScoreResult): { km: number; paceSeconds: number }[] {
  const marks = [
    ...result.splits,
    { km: RACE_ITEM_DISTANCE_KM[result.raceItem], chipTimeMs: result.chipTimeMs },
  ];
  return marks.map((mark, i) => {
    const previous = marks[i - 1] ?? { km: 0, chipTimeMs: 0 };
    return {
      km: mark.km,
      paceSeconds: (mark.chipTimeMs - previous.chipTimeMs) / 1000 / (mark.km - previous.km),
    };
  });
}
