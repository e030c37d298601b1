import {
  FeatureStyles,
  api,
  call,
  i18n,
  selectIsLoggedIn,
  useSessionStore,
  useTranslation,
} from '@marathon/shared';
import css from '@marathon/shared/live/live.css?inline';
import { endpoints } from '@marathon/shared/api';
import { LiveBib, liveMessages, type AlertSource, type LiveSource } from '@marathon/shared/live';
import { useFollowedAccount } from '@marathon/shared/live/account';
import { TrackingChoice } from './TrackingChoice';
import { ListingChoice } from './ListingChoice';

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
 * runners" lists the runners this browser follows (with a finish alert each, when logged in), and a runner may
 * choose who follows them.
 */
export default function LivePanel({ year, bib }: { year: number; bib: string }) {
  const { t: translate, i18n: instance } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const openLogin = useSessionStore((s) => s.openLoginDrawer);
  // Finish alerts go to the logged-in account's own phone or e-mail; the login drawer opens from here.
  const alerts: AlertSource = {
    loggedIn,
    login: openLogin,
    list: (wanted) => call(endpoints.liveAlertList, { query: { year: wanted }, silent: true }),
    create: (body) => call(endpoints.liveAlertCreate, { body, silent: true }),
    cancel: (id) => call(endpoints.liveAlertCancel, { body: { id }, silent: true }),
  };
  // Logged in: "my runners" is the account's list.
  const account = useFollowedAccount();
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
        alerts={alerts}
        account={account}
      />
      <TrackingChoice year={year} t={t} />
      <ListingChoice year={year} t={t} />
    </div>
  );
}
