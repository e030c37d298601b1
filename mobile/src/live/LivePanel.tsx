import { useMemo } from 'react';
import {
  LiveBib,
  followedAccountOf,
  liveMessages,
  readToken,
  type AlertSource,
  type LiveSource,
} from '@marathon/shared/live';
import {
  endpoints,
  type AlertListAnswer,
  type FollowedAnswer,
  type LiveAlert,
  type LiveWatchAnswer,
} from '@marathon/shared/api';
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

/**
 * Finish alerts on the phone: the phone site has no login of its own, so they use the session the full site's login
 * keeps in this browser (same origin); without one the card says to log in there.
 */
function phoneAlerts(token: string | undefined): AlertSource {
  return {
    loggedIn: token !== undefined,
    list: (year) =>
      api<AlertListAnswer>(endpoints.liveAlertList.path, { query: { year }, ...(token ? { token } : {}) }),
    create: (body) => api<LiveAlert>(endpoints.liveAlertCreate.path, { body, ...(token ? { token } : {}) }),
    cancel: (id) => api(endpoints.liveAlertCancel.path, { body: { id }, ...(token ? { token } : {}) }),
  };
}

/**
 * Race day on the phone: a looked-up bib's live card before the year's results are in, and the runners followed
 * (with a finish alert each). The phone site has no login of its own: it uses the site's login kept in this
 * browser (same origin and storage).
 */
export default function LivePanel({ year, bib }: { year: number; bib: string }) {
  const { t: translate, language } = useT();
  const token = readToken();
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
      <LiveBib
        source={source}
        year={year}
        bib={bib}
        t={t}
        language={language}
        alerts={phoneAlerts(token ?? undefined)}
        account={account}
      />
    </div>
  );
}
