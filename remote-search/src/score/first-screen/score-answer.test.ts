import { describe, expect, it } from 'vitest';
import { endpoints, raceYearSummarySchema, scoreAnswerSchema } from '@marathon/shared/api';
import { isScoreAnswer, isYearList } from './answer-guard';
import { FIRST_SCREEN_PATHS } from './load-score';

const finisher = {
  year: 2024,
  bib: '10086',
  name: '李四',
  gender: 1,
  raceItem: 'half',
  ageGroup: '30-39',
  gunTimeMs: 5_430_000,
  chipTimeMs: 5_400_000,
  paceSecondsPerKm: 256,
  splits: [{ km: 5, chipTimeMs: 1_280_000 }],
  overallRank: 12,
  genderRank: 10,
  ageGroupRank: 3,
  finishers: 25_079,
  provisional: true,
  certificatePath: '/race-data/api/certificate?year=2024&bib=10086',
};
const dq = {
  year: 2024,
  bib: '10087',
  name: '王五',
  gender: 2,
  raceItem: 'fun',
  ageGroup: '16-29',
  status: 'dq',
  reason: { zh: '抄近路', en: 'Cut the course' },
  chipTimeMs: 2_000_000,
  gunTimeMs: null,
  splits: [],
  provisional: false,
};

/** Answers the schema takes and leaves, each with a change that must be refused by both. */
const SAMPLES: unknown[] = [
  finisher,
  { ...finisher, underReview: true },
  { ...finisher, status: 'finished' },
  dq,
  { ...dq, status: 'dnf', reason: null, chipTimeMs: null },
  { ...finisher, chipTimeMs: '1:30:00' },
  { ...finisher, raceItem: 'full' },
  { ...finisher, certificatePath: undefined },
  { ...finisher, splits: [{ km: 5 }] },
  { ...dq, status: 'late' },
  { ...dq, reason: { zh: '抄近路' } },
  { ...dq, underReview: 'yes' },
  null,
  [],
];

describe("the result link's own answer checks", () => {
  it('accept and refuse exactly what the score answer schema does', () => {
    for (const sample of SAMPLES) {
      expect({ sample, guard: isScoreAnswer(sample) }).toEqual({
        sample,
        guard: scoreAnswerSchema.safeParse(sample).success,
      });
    }
  });

  it('read the year list the years schema describes, and ask the endpoint table’s paths', () => {
    const year = { year: 2024, raceDate: 1, registrations: 40_920, finishers: 25_079, resultsStatus: 1 };
    expect(raceYearSummarySchema.safeParse(year).success).toBe(true);
    expect(isYearList([year])).toBe(true);
    expect(isYearList([{ ...year, finishers: '25079' }])).toBe(false);
    expect(FIRST_SCREEN_PATHS).toEqual({ score: endpoints.score.path, years: endpoints.raceYears.path });
  });
});
