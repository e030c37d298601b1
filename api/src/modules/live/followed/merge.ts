import { MAX_FOLLOWED, type AccountFollowed } from '@marathon/shared/api';

const keyOf = (runner: AccountFollowed) => `${runner.year}:${runner.bib}`;

/** One entry per runner, in first-seen order; a later copy gives its share code to an entry without one. */
export function distinctFollowed(runners: readonly AccountFollowed[]): AccountFollowed[] {
  const seen = new Map<string, AccountFollowed>();
  for (const runner of runners) {
    const known = seen.get(keyOf(runner));
    if (!known) seen.set(keyOf(runner), runner);
    else if (!known.code && runner.code) seen.set(keyOf(runner), { ...known, code: runner.code });
  }
  return [...seen.values()];
}

/**
 * A login's merge: the account's runners first (followed earlier, elsewhere), then this browser's new ones, up to
 * MAX_FOLLOWED; the ones beyond are answered as not kept, so the page can say so and nothing is lost unseen.
 */
export function mergeFollowed(
  account: readonly AccountFollowed[],
  browser: readonly AccountFollowed[],
): { runners: AccountFollowed[]; notKept: AccountFollowed[] } {
  const all = distinctFollowed([...account, ...browser]);
  return { runners: all.slice(0, MAX_FOLLOWED), notKept: all.slice(MAX_FOLLOWED) };
}
