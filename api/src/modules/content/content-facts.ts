import type { CloudConfig } from '@marathon/shared/api';
import { jsonPath } from './json-path';
import type { ContentProblem } from './problems';

/*
 * Facts a visitor reads in several places must read the same everywhere. The forms, the results and the lookups
 * name the races 半程马拉松 / Half Marathon and 欢乐跑 / Fun Run (race items `half` and `fun`), so the content may
 * not call them anything else; and a site with its own sign-up forms sends its apply-now card where its footer's
 * sign-up link goes, to its own form.
 */

/** Names of the races that the forms and results never use, with the one they do. */
const OTHER_RACE_NAMES: readonly (readonly [RegExp, string])[] = [
  [/健康跑/, '欢乐跑'],
  [/迷你跑/, '欢乐跑'],
  [/\bhealth(y)? run\b/i, 'Fun Run'],
  [/\bmini run\b/i, 'Fun Run'],
  // A race's name is a name: capitalised as the forms and results write it, wherever it stands.
  [/\bHalf marathon\b/, 'Half Marathon'],
  [/\bFun run\b/, 'Fun Run'],
];

/** Every string of a JSON value with its path. */
function* stringsOf(value: unknown, path: PropertyKey[] = []): Generator<[string, PropertyKey[]]> {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* stringsOf(item, [...path, i]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key]);
}

/** Text that names a race otherwise than the forms and results do. */
export function raceNameProblems(file: string, json: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [text, path] of stringsOf(json)) {
    for (const [pattern, name] of OTHER_RACE_NAMES) {
      const found = pattern.exec(text)?.[0];
      if (found)
        problems.push({
          file,
          path: jsonPath(path),
          message: `"${found}": the forms and results call this race ${name}; use the same name`,
        });
    }
  }
  return problems;
}

/** The apply-now card's moduleType. */
const REGISTER_NOW = 1;
/** Where the site's own sign-up form is: the footer's sign-up link goes there too. */
const SIGNUP_PATHS = ['/post', '/direct'];

/** A site with signup.json: its apply-now card must open its own sign-up form, not another address. */
export function applyNowProblems(file: string, cloud: CloudConfig): ContentProblem[] {
  return cloud.searchConfigList.flatMap((card, index) =>
    card.moduleType === REGISTER_NOW && !(card.jumpType === 2 && SIGNUP_PATHS.includes(card.jumpUrl))
      ? [
          {
            file,
            path: jsonPath(['searchConfigList', index, 'jumpUrl']),
            message: `the apply-now card leads to "${card.jumpUrl}", but this site takes entries on its own form: use "/post" (jumpType 2), where the footer's sign-up link goes`,
          },
        ]
      : [],
  );
}
