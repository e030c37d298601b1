import { useEffect, useSyncExternalStore } from 'react';
import { liveEndpoints } from '../api/endpoints/live';
import type { FollowedAnswer } from '../api/live';
import { onFollowedEdited, readFollowed, replaceFollowed, type FollowedRunner } from './followed';

/** How a page reaches the logged-in runner's account list: its own API client, with the session's token. */
export interface FollowedAccount {
  /** Stands for this login (a hash of its token): the browser's list is merged into the account once per login. */
  login: string;
  read(): Promise<FollowedAnswer>;
  merge(runners: FollowedRunner[]): Promise<FollowedAnswer>;
  save(runners: FollowedRunner[]): Promise<FollowedAnswer>;
}

/** What the account sync has to tell the page: runners that did not fit at the merge, and a failed save. */
export interface FollowedSyncState {
  notKept: FollowedRunner[];
  problem: unknown;
}

const MERGED_KEY = 'marathon.live.followed.merged';
const NOT_KEPT_KEY = 'marathon.live.followed.notKept';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readNotKept(): FollowedRunner[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(NOT_KEPT_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as FollowedRunner[]) : [];
  } catch {
    return [];
  }
}

let state: FollowedSyncState = { notKept: readNotKept(), problem: null };
const listeners = new Set<() => void>();
function update(patch: Partial<FollowedSyncState>): void {
  state = { ...state, ...patch };
  if (patch.notKept) {
    if (patch.notKept.length > 0) storage()?.setItem(NOT_KEPT_KEY, JSON.stringify(patch.notKept));
    else storage()?.removeItem(NOT_KEPT_KEY);
  }
  for (const listener of listeners) listener();
}

/** A short, one-way name for a token: the marker must not be a second copy of the session's secret. */
function loginMark(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash = Math.imul(hash ^ token.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The page's own API client for the account list (it carries the session's token). */
export interface FollowedCalls {
  get(endpoint: typeof liveEndpoints.liveFollowedRead): Promise<FollowedAnswer>;
  post(
    endpoint: typeof liveEndpoints.liveFollowedMerge | typeof liveEndpoints.liveFollowedSave,
    body: { runners: FollowedRunner[] },
  ): Promise<FollowedAnswer>;
}

/** The account list of the session holding `token`, through the page's own client; null while logged out. */
export function followedAccountOf(token: string | null, calls: FollowedCalls): FollowedAccount | null {
  if (!token) return null;
  return {
    login: loginMark(token),
    read: () => calls.get(liveEndpoints.liveFollowedRead),
    merge: (runners) => calls.post(liveEndpoints.liveFollowedMerge, { runners }),
    save: (runners) => calls.post(liveEndpoints.liveFollowedSave, { runners }),
  };
}

let active: { login: string; stop: () => void } | null = null;

/**
 * Keeps this browser's followed runners and the account's as one list while a runner is logged in: at a new login
 * the browser's runners are merged into the account's (those beyond ten are named, not dropped); on a later visit
 * the account's list is read, so a change made on another device shows here; each follow and unfollow is saved.
 */
function startSync(account: FollowedAccount): void {
  if (active?.login === account.login) return;
  active?.stop();
  let stopped = false;
  let pending: Promise<unknown> = (async () => {
    try {
      if (storage()?.getItem(MERGED_KEY) !== account.login) {
        const merged = await account.merge(readFollowed());
        if (stopped) return;
        replaceFollowed(merged.runners);
        storage()?.setItem(MERGED_KEY, account.login);
        update({ notKept: [...readNotKept(), ...merged.notKept], problem: null });
      } else {
        const kept = await account.read();
        if (!stopped) replaceFollowed(kept.runners);
      }
    } catch (problem) {
      if (!stopped) update({ problem });
    }
  })();
  // Saves run one after another, after the first read, so the account ends with the page's newest list.
  const stopEdits = onFollowedEdited((list) => {
    pending = pending.then(() =>
      account.save(list).then(
        () => update({ problem: null }),
        (problem: unknown) => update({ problem }),
      ),
    );
  });
  active = {
    login: account.login,
    stop: () => {
      stopped = true;
      stopEdits();
    },
  };
}

/** Logged out: the browser keeps its list as a visitor's, and the next login merges it again. */
function stopSync(): void {
  active?.stop();
  active = null;
  storage()?.removeItem(MERGED_KEY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Ties "my runners" to the logged-in runner's account (null: a visitor, the browser's list alone) and tells the
 * page which runners did not fit at the login's merge, and whether saving failed.
 */
export function useFollowedAccount(account: FollowedAccount | null): FollowedSyncState & {
  dropNotKept(runner: { year: number; bib: string }): void;
} {
  const login = account?.login ?? null;
  useEffect(() => {
    if (account) startSync(account);
    else stopSync();
    // The account object is rebuilt on each render; the login is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [login]);
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return {
    ...current,
    dropNotKept: (runner) =>
      update({
        notKept: state.notKept.filter((entry) => entry.year !== runner.year || entry.bib !== runner.bib),
      }),
  };
}
