import { useSyncExternalStore } from 'react';
import { MAX_FOLLOWED } from './points';

/** A runner followed from this browser: the year, the bib and, for a runner who shares by code, the code. */
export interface FollowedRunner {
  year: number;
  bib: string;
  code?: string;
}

const KEY = 'marathon.live.followed';
const listeners = new Set<() => void>();
/** Told of the visitor's own follows and unfollows (not of a list read from the account): the account keeps them. */
const editListeners = new Set<(list: FollowedRunner[]) => void>();
let cached: { text: string | null; list: FollowedRunner[] } = { text: null, list: [] };

function readText(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    // Storage refused (a private window of an old browser): nothing is kept, the page still follows for the visit.
    return null;
  }
}

/** The runners this browser follows (kept in localStorage: no account needed), at most MAX_FOLLOWED. */
export function readFollowed(): FollowedRunner[] {
  const text = readText();
  if (text === cached.text) return cached.list;
  let list: FollowedRunner[] = [];
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    if (Array.isArray(parsed)) {
      list = parsed
        .filter(
          (entry): entry is FollowedRunner =>
            typeof entry === 'object' &&
            entry !== null &&
            typeof (entry as FollowedRunner).year === 'number' &&
            typeof (entry as FollowedRunner).bib === 'string',
        )
        .slice(0, MAX_FOLLOWED);
    }
  } catch {
    list = [];
  }
  cached = { text, list };
  return list;
}

function write(list: FollowedRunner[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Not kept; the list still changes for this page.
    cached = { text: JSON.stringify(list), list };
  }
  for (const listener of listeners) listener();
}

const same = (a: FollowedRunner, b: { year: number; bib: string }) => a.year === b.year && a.bib === b.bib;

function edit(list: FollowedRunner[]): void {
  write(list);
  for (const listener of editListeners) listener(list);
}

/** Follows a runner; false when MAX_FOLLOWED are followed already (the page says so). */
export function followRunner(runner: FollowedRunner): boolean {
  const list = readFollowed().filter((entry) => !same(entry, runner));
  if (list.length >= MAX_FOLLOWED) return false;
  edit([...list, runner]);
  return true;
}

export function unfollowRunner(runner: { year: number; bib: string }): void {
  edit(readFollowed().filter((entry) => !same(entry, runner)));
}

/** Puts the account's list in this browser (after a login's merge, or read again on a later visit). */
export function replaceFollowed(list: FollowedRunner[]): void {
  write(list.slice(0, MAX_FOLLOWED));
}

/** Calls `listener` with the new list after each follow or unfollow made on this page. */
export function onFollowedEdited(listener: (list: FollowedRunner[]) => void): () => void {
  editListeners.add(listener);
  return () => editListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab following or dropping a runner.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The followed runners, kept current across this page and the browser's other tabs. */
export function useFollowed(): FollowedRunner[] {
  return useSyncExternalStore(subscribe, readFollowed, () => []);
}
