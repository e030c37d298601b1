import { beijingTime } from '../../kernel/clock';
import { jsonPath } from './json-path';
import type { ContentProblem } from './problems';

/** The dated settings of signup.json: a form's own window, the application deadline, the mailing deadline. */
const DATED_KEYS = new Set(['opensAt', 'closesAt', 'deadline']);

function* datedSettings(value: unknown, path: PropertyKey[] = []): Generator<[number, PropertyKey[]]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* datedSettings(item, [...path, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (DATED_KEYS.has(key) && typeof item === 'number') yield [item, [...path, key]];
      else yield* datedSettings(item, [...path, key]);
    }
  }
}

/**
 * A dated setting from before the race's own sign-up window opens belongs to another edition (a site started
 * from last year's files): its applications would read as closed and its mailing deadline as past the moment
 * sign-up opens.
 */
export function signupDateProblems(file: string, json: unknown, signupOpensAt: number): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [at, path] of datedSettings(json)) {
    if (at < signupOpensAt)
      problems.push({
        file,
        path: jsonPath(path),
        message: `${beijingTime(at)} (Beijing time) is before the race's sign-up window opens (${beijingTime(signupOpensAt)}): a date of an earlier edition?`,
      });
  }
  return problems;
}
