import { useMemo } from 'react';
import { LiveBib, followedAccountOf, liveMessages, type LiveSource } from '@marathon/shared/live';
import type { FollowedAnswer, LiveWatchAnswer } from '@marathon/shared/api';
import '@marathon/shared/live/live.css';
import { api, loadManifest } from '../app/api';
import { addMessages, useT } from '../app/i18n';

addMessages(liveMessages);

/** The live calls through the phone site's client; the events stream opens at the manifest's API address. */
let apiBase = '';
const source: LiveSource = {
  watch: async (body, signal) => {
    apiBase = (await loadManifest()).apiBase;
    return api<LiveWatchAnswer>('/live/api/watch', { body, signal });
  },
  eventsUrl: (ticket) => `${apiBase}/live/api/events?watch=${encodeURIComponent(ticket)}`,
};

/** The site's login token, when this browser logged in on the site (the phone site shares its origin and storage). */
function siteToken(): string | null {
  try {
    return window.localStorage.getItem('token') || null;
  } catch {
    return null;
  }
}

/** Race day on the phone: a looked-up bib's live card before the year's results are in, and the runners followed. */
export default function LivePanel({ year, bib }: { year: number; bib: string }) {
  const { t: translate, language } = useT();
  const token = siteToken();
  // Logged in on the site: "my runners" is the account's list, as in the member centre.
  const account = useMemo(
    () =>
      followedAccountOf(token, {
        get: (endpoint) => api<FollowedAnswer>(endpoint.path, { token: token ?? '' }),
        post: (endpoint, body) => api<FollowedAnswer>(endpoint.path, { body, token: token ?? '' }),
      }),
    [token],
  );
  // The card's keys are built from data (a point, a status): i18next's typed keys cannot know them.
  const t = (key: string, values: Record<string, unknown> = {}) =>
    String(translate(key, { ...values, defaultValue: key }));
  return (
    <div className="live-panel" data-testid="live-panel">
      <LiveBib source={source} year={year} bib={bib} t={t} language={language} account={account} />
    </div>
  );
}
