import {
  FollowButton,
  LiveFollowing,
  LiveRunnerCard,
  liveMessages,
  useLiveRunners,
  type LiveSource,
} from '@marathon/shared/live';
import type { LiveWatchAnswer } from '@marathon/shared/api';
import { useMemo } from 'react';
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
 * Race day on the phone: a looked-up bib's live card (with a follow button) before the year's results are in, and
 * the runners this phone follows, updated as passings arrive.
 */
export default function LivePanel({ year, bib }: { year: number; bib: string }) {
  const { t: translate, language } = useT();
  // The card's keys are built from data (a point, a status): i18next's typed keys cannot know them.
  const t = (key: string, values: Record<string, unknown> = {}) =>
    String(translate(key, { ...values, defaultValue: key }));
  const wanted = useMemo(() => (bib ? [{ bib }] : []), [bib]);
  const { runners } = useLiveRunners(source, bib ? year : null, wanted);
  const runner = runners.get(bib);
  return (
    <div className="live-panel" data-testid="live-panel">
      {runner ? (
        <LiveRunnerCard
          runner={runner}
          t={t}
          language={language}
          actions={runner.found ? <FollowButton year={year} bib={bib} t={t} /> : null}
        />
      ) : null}
      <LiveFollowing source={source} year={year} t={t} language={language} />
    </div>
  );
}
