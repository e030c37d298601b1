import type { NonFinisher, ScoreAnswer, ScoreResult } from '@marathon/shared/api';

/*
 * A result link is the race-day page, so its first screen carries no schema library (zod and the endpoint table
 * are about 25 KB gzip, a sixth of the page's budget): the answer is checked by these guards instead, field by
 * field against the same contract (score-answer.test.ts holds them to scoreAnswerSchema). Everything else the page
 * asks afterwards goes through `call` and the schemas as usual.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isItem = (value: unknown) => value === 'half' || value === 'fun';
const isSplits = (value: unknown) =>
  Array.isArray(value) &&
  value.every((split) => isObject(split) && typeof split.km === 'number' && isInt(split.chipTimeMs));
const isOptionalBoolean = (value: unknown) => value === undefined || typeof value === 'boolean';

function common(value: Json): boolean {
  return (
    isInt(value.year) &&
    isString(value.bib) &&
    isString(value.name) &&
    isInt(value.gender) &&
    isItem(value.raceItem) &&
    isString(value.ageGroup) &&
    isSplits(value.splits) &&
    typeof value.provisional === 'boolean' &&
    isOptionalBoolean(value.underReview)
  );
}

function isFinisher(value: Json): value is Json & ScoreResult {
  return (
    (value.status === undefined || value.status === 'finished') &&
    common(value) &&
    [
      value.gunTimeMs,
      value.chipTimeMs,
      value.paceSecondsPerKm,
      value.overallRank,
      value.genderRank,
      value.ageGroupRank,
      value.finishers,
    ].every(isInt) &&
    isString(value.certificatePath)
  );
}

function isNonFinisherAnswer(value: Json): value is Json & NonFinisher {
  const reason = value.reason;
  return (
    (value.status === 'dnf' || value.status === 'dq') &&
    common(value) &&
    (reason === null || (isObject(reason) && isString(reason.zh) && isString(reason.en))) &&
    (value.chipTimeMs === null || isInt(value.chipTimeMs)) &&
    (value.gunTimeMs === null || isInt(value.gunTimeMs))
  );
}

/** Whether an answer of the score lookup holds to its contract (a finisher's result, or a DNF / DQ). */
export function isScoreAnswer(value: unknown): value is ScoreAnswer {
  return isObject(value) && (isFinisher(value) || isNonFinisherAnswer(value));
}

/** The year summaries the lookup opens on: only what it reads of them. */
export interface YearCounts {
  year: number;
  finishers: number;
  registrations: number;
}

export function isYearList(value: unknown): value is YearCounts[] {
  return (
    Array.isArray(value) &&
    value.every(
      (year) => isObject(year) && isInt(year.year) && isInt(year.finishers) && isInt(year.registrations),
    )
  );
}
