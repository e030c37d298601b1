import { HTML_LANG, i18n, useLanguage, useSiteStore, useTranslation } from '@marathon/shared';
import { useEffect, useState } from 'react';
import { apiReachable } from './api-reachable';
import { API_AWAY_ID } from './api-away-words';
import { watchPictures } from './watch-pictures';

/** While the API is away, how often the page looks whether it is back. */
const LOOK_AGAIN_MS = 15_000;

/**
 * Pictures of the API's file host that fail to load say so (watchPictures); the first failure makes the page look
 * at the API's health, and while it does not answer a notice floats at the foot of the page saying what cannot be
 * used, in the visitor's language, until the API is back. A page the shell's server made while the API was away
 * already carries that notice: none is added beside it. Fixed at the foot, the notice moves nothing on the page.
 */
export function ApiAwayNotice() {
  const runtime = useSiteStore((s) => s.runtime);
  const language = useLanguage();
  const { t } = useTranslation();
  const [away, setAway] = useState(false);

  useEffect(() => {
    if (!runtime) return undefined;
    let looking = false;
    let again: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const look = async () => {
      if (looking) return;
      looking = true;
      clearTimeout(again);
      const reachable = await apiReachable(runtime.apiBase);
      looking = false;
      if (ended) return;
      setAway(!reachable);
      if (!reachable) again = setTimeout(() => void look(), LOOK_AGAIN_MS);
    };
    const hosts = [runtime.imageHost, runtime.fileHost].map(
      (host) => new URL(host, window.location.href).href,
    );
    const unwatch = watchPictures(document, {
      hosts,
      label: () => i18n.t('shell.pictureUnavailable'),
      onFailure: () => void look(),
    });
    return () => {
      ended = true;
      clearTimeout(again);
      unwatch();
    };
  }, [runtime]);

  if (!away || document.querySelector(`#${API_AWAY_ID}:not([data-page])`)) return null;
  return (
    <div id={API_AWAY_ID} data-page="" role="status" lang={HTML_LANG[language]} className="site-api-away">
      {t('shell.apiAway')}
    </div>
  );
}
