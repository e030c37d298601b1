import { useMemo } from 'react';
import { call, useSessionStore } from '@marathon/shared';
import { followedAccountOf, type FollowedAccount } from './followed-account';

/**
 * The logged-in runner's followed list through the page's own API client (it sends the session's token); null while
 * logged out. A subpath of its own: it takes the page's session store and client (the federated singleton), which
 * the phone site, with no login of its own, never loads with the live card.
 */
export function useFollowedAccount(): FollowedAccount | null {
  const token = useSessionStore((state) => state.token);
  return useMemo(
    () =>
      followedAccountOf(token, {
        get: (endpoint) => call(endpoint, { silent: true }),
        post: (endpoint, body) => call(endpoint, { body, silent: true }),
      }),
    [token],
  );
}
