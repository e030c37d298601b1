import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followRunner, readFollowed, unfollowRunner, type FollowedRunner } from './followed';
import { useFollowedAccount, type FollowedAccount } from './followed-account';

/** The account as the API keeps it (merge: the account's first, ten at most), in memory for the browser's logic. */
function accountOf(login: string, kept: FollowedRunner[]) {
  const calls: string[] = [];
  const account: FollowedAccount = {
    login,
    read: async () => {
      calls.push('read');
      return { runners: [...kept], notKept: [] };
    },
    merge: async (runners) => {
      calls.push('merge');
      const all = [...kept, ...runners.filter((r) => !kept.some((k) => k.bib === r.bib))];
      kept.splice(0, kept.length, ...all.slice(0, 10));
      return { runners: [...kept], notKept: all.slice(10) };
    },
    save: async (runners) => {
      calls.push('save');
      kept.splice(0, kept.length, ...runners);
      return { runners: [...kept], notKept: [] };
    },
  };
  return { account, calls, kept };
}

const runner = (n: number): FollowedRunner => ({ year: 2026, bib: `H${n}` });
const bibs = (list: FollowedRunner[]) => list.map((entry) => entry.bib);

afterEach(() => window.localStorage.clear());

describe('the followed list of a logged-in runner', () => {
  it('merges the browser into the account once per login, names who did not fit, and saves each edit', async () => {
    for (let n = 1; n <= 9; n += 1) followRunner(runner(n));
    const { account, kept } = accountOf('login-1', [runner(20), runner(21), runner(22)]);
    const { result, rerender, unmount } = renderHook(({ on }) => useFollowedAccount(on), {
      initialProps: { on: account as FollowedAccount | null },
    });
    await waitFor(() => expect(bibs(result.current.notKept)).toEqual(['H8', 'H9']));
    expect(bibs(readFollowed())).toEqual(['H20', 'H21', 'H22', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7']);

    act(() => unfollowRunner(runner(21)));
    await waitFor(() => expect(bibs(kept)).not.toContain('H21'));

    // Logged out: the browser keeps the list as a visitor's.
    rerender({ on: null });
    expect(bibs(readFollowed())).toContain('H20');
    unmount();
  });

  it('on a later visit of the same login, reads the account (a change made elsewhere shows) and merges nothing', async () => {
    vi.resetModules();
    const followed = await import('./followed');
    const { useFollowedAccount: useAccount } = await import('./followed-account');
    followed.followRunner(runner(1));
    window.localStorage.setItem('marathon.live.followed.merged', 'login-2');
    const { account, calls } = accountOf('login-2', [runner(30)]);
    const { unmount } = renderHook(() => useAccount(account));
    await waitFor(() => expect(bibs(followed.readFollowed())).toEqual(['H30']));
    expect(calls).toEqual(['read']);
    unmount();
  });
});
