import { describe, expect, it } from 'vitest';
import { withPlaces, type LivePlaces, type LiveRunner } from './live';

const runner: LiveRunner = {
  found: true,
  year: 2026,
  bib: 'H7',
  name: '李明',
  gender: 1,
  raceItem: 'half',
  ageGroup: 'M30',
  status: 'on-course',
  reason: null,
  startAt: 1_000,
  splits: [
    { point: 'start', km: 0, at: 1_000, elapsedMs: 0, timing: 'chip', rank: null, genderRank: null },
    { point: '5k', km: 5, at: 1_201_000, elapsedMs: 1_200_000, timing: 'chip', rank: 40, genderRank: 31 },
  ],
  paceSecondsPerKm: 240,
  next: { point: '10k', km: 10, at: 2_401_000, elapsedMs: 2_400_000 },
  finish: { point: 'finish', km: 21.0975, at: 5_064_400, elapsedMs: 5_063_400 },
  provisional: true,
  version: 3,
  updatedAt: 1_201_500,
};

const places = (version: number, bib = 'H7'): LivePlaces => ({
  year: 2026,
  bib,
  version,
  places: [
    { point: 'start', rank: null, genderRank: null },
    { point: '5k', rank: 44, genderRank: 34 },
  ],
});

describe('a places event on the state a page has', () => {
  it('moves the places at each point of the state of its version, and nothing else', () => {
    const moved = withPlaces(runner, places(3));
    expect(moved.splits.map((split) => [split.rank, split.genderRank])).toEqual([
      [null, null],
      [44, 34],
    ]);
    expect({ ...moved, splits: [] }).toEqual({ ...runner, splits: [] });
    expect(runner.splits[1]?.rank).toBe(40);
  });

  it('leaves a state of another version, or another runner, as it was', () => {
    expect(withPlaces(runner, places(2))).toBe(runner);
    expect(withPlaces(runner, places(4))).toBe(runner);
    expect(withPlaces(runner, places(3, 'H8'))).toBe(runner);
  });
});
