import { useMemo } from 'react';
import { FeatureStyles, api, call, i18n, useSessionStore, useTranslation } from '@marathon/shared';
import css from '@marathon/shared/live/live.css?inline';
import { endpoints } from '@marathon/shared/api';
import { LiveBib, followedAccountOf, liveMessages, type LiveSource } from '@marathon/shared/live';
import { TrackingChoice } from './TrackingChoice';

for (const language of ['zh', 'en'] as const) {
  i18n.addResourceBundle(language, 'translation', liveMessages[language], true, false);
}

/** The page's API client for the live calls; the events stream opens at the same API address. */
const source: LiveSource = {
  watch: (body, signal) => call(endpoints.liveWatch, { body, silent: true, signal }),
  eventsUrl: (ticket) => `${api().baseURL}${endpoints.liveEvents.path}?watch=${encodeURIComponent(ticket)}`,
};

/**
 * Race day on the result page: before the year's results are imported, a looked-up bib shows its live card, "my
 * runners" lists the runners this browser follows, and a runner may choose who follows them.
 */
export default function LivePanel({ year, bib }: { year: number; bib: string }) {
  const { t: translate, i18n: instance } = useTranslation();
  const token = useSessionStore((state) => state.token);
  // Logged in: "my runners" is the account's list (the page's client sends the token).
  const account = useMemo(
    () =>
      followedAccountOf(token, {
        get: (endpoint) => call(endpoint, { silent: true }),
        post: (endpoint, body) => call(endpoint, { body, silent: true }),
      }),
    [token],
  );
  // The card's keys are built from data (a point, a status): i18next's typed keys cannot know them.
  const t = (key: string, values: Record<string, unknown> = {}) =>
    String(translate(key, { ...values, defaultValue: key }));
  return (
    <div className="live-panel" data-testid="live-panel">
      <FeatureStyles id="live" css={css} />
      <LiveBib
        source={source}
        year={year}
        bib={bib}
        t={t}
        language={instance.language === 'en' ? 'en' : 'zh'}
        account={account}
      />
      <TrackingChoice year={year} t={t} />
    </div>
  );
}
