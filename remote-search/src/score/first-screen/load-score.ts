import { api, ApiError, i18n, TRANSPORT_ERROR_CODE } from '@marathon/shared';
import type { ScoreAnswer } from '@marathon/shared/api';
import { isScoreAnswer, isYearList, type YearCounts } from './answer-guard';

/** The paths of the two calls the first screen makes (score-answer.test.ts holds them to the endpoint table). */
export const FIRST_SCREEN_PATHS = { score: '/race-data/api/score', years: '/race-data/api/years' } as const;

async function checked<T>(
  path: string,
  query: Record<string, string | number>,
  guard: (value: unknown) => value is T,
  signal?: AbortSignal,
): Promise<T> {
  const envelope = await api().request<unknown>(path, { query, silent: true, ...(signal ? { signal } : {}) });
  if (guard(envelope.data)) return envelope.data;
  throw new ApiError(i18n.t('http.answerMismatch', { path: 'data' }), TRANSPORT_ERROR_CODE, envelope);
}

/** One runner's result by bib, through the page's API client (its headers, language and errors), checked. */
export const loadScore = (year: number, bib: string, signal?: AbortSignal): Promise<ScoreAnswer> =>
  checked(FIRST_SCREEN_PATHS.score, { year, bib }, isScoreAnswer, signal);

/** The race years, for a result link that names no year (it means the newest with results). */
export const loadYears = (signal?: AbortSignal): Promise<YearCounts[]> =>
  checked(FIRST_SCREEN_PATHS.years, {}, isYearList, signal);
