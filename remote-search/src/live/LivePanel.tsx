import { FeatureStyles, api, call, i18n, useTranslation } from '@marathon/shared';
import css from '@marathon/shared/live/live.css?inline';
import { endpoints } from '@marathon/shared/api';
import {
  FollowButton,
  LiveFollowing,
  LiveRunnerCard,
  liveMessages,
  useLiveRunners,
  type LiveSource,
} from '@marathon/shared/live';
import { useMemo } from 'react';
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
 * Race day on the result page: before the year's results are imported, a looked-up bib shows its live card (with
 * a follow button), and "my runners" lists the runners this browser follows, all updated as passings arrive.
 */
export default function LivePanel({ year, bib }: { year: number; bib: string }) {
  const { t: translate, i18n: instance } = useTranslation();
  // The card's keys are built from data (a point, a status): i18next's typed keys cannot know them.
  const t = (key: string, values: Record<string, unknown> = {}) =>
    String(translate(key, { ...values, defaultValue: key }));
  const language = instance.language === 'en' ? 'en' : 'zh';
  const wanted = useMemo(() => (bib ? [{ bib }] : []), [bib]);
  const { runners } = useLiveRunners(source, bib ? year : null, wanted);
  const runner = runners.get(bib);
  return (
    <div className="live-panel" data-testid="live-panel">
      <FeatureStyles id="live" css={css} />
      {runner ? (
        <LiveRunnerCard
          runner={runner}
          t={t}
          language={language}
          actions={runner.found ? <FollowButton year={year} bib={bib} t={t} /> : null}
        />
      ) : null}
      <LiveFollowing source={source} year={year} t={t} language={language} />
      <TrackingChoice year={year} t={t} />
    </div>
  );
}
