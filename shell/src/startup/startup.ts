import {
  configureApi,
  configureHosts,
  keepSessionWhileActive,
  loadRemoteTranslations,
  mergeTranslationFiles,
  setSiteData,
  startupSiteState,
  useSessionStore,
} from '@marathon/shared';
import type { CloudConfig } from '@marathon/shared/api';
import { CONTENT_PATHS } from '@marathon/shared/api/paths';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import { configureRemotes } from '../remotes/remote-loader';
import type { PageStartup } from './page-startup';
import { restoreSession } from './restore-session';

/** The activity renewal of the session is started once per page, however often the site starts. */
let renewing = false;

export type StartupResult =
  { kind: 'site' } | { kind: 'unbound'; reason: 'not-bound' | 'failed'; error: unknown };

/**
 * The start-up reads, side by side: check a saved session, load translations, resolve the race from the domain,
 * and load the site's configuration. A failure to find the race or the site leads to the unbound-race app.
 */
export async function startSite(
  runtime: RuntimeConfig,
  domainName: string,
  fromPage: PageStartup | null = null,
  /** Told the cloud configuration on arrival, before the other reads are done (to preload the page's remotes). */
  onCloud?: (cloud: CloudConfig) => void,
): Promise<StartupResult> {
  configureApi({ baseURL: runtime.apiBase });
  if (!renewing && typeof window !== 'undefined') {
    renewing = true;
    keepSessionWhileActive();
  }
  configureHosts({ imageHost: runtime.imageHost, fileHost: runtime.fileHost });
  configureRemotes(runtime.remotes);
  useSessionStore.getState().setLanguage(useSessionStore.getState().language);
  setSiteData({ runtime });

  // Every start-up read that does not need another's answer is asked at once: the session check, the translations,
  // the race (domain, then its base info) and the site (site-config lookup, then its file; the cloud config
  // beside them). The first render waits for the slowest chain, two requests deep, not for all of them in a row.
  const session = restoreSession(runtime.apiBase);
  const files = runtime.translationFiles.length > 0 ? runtime.translationFiles : CONTENT_PATHS.translations;
  // What the page already holds is not asked again: with the server's start-up data only the session check
  // travels before the first render.
  const translations =
    fromPage && mergeTranslationFiles(fromPage.translations) === files.length
      ? Promise.resolve()
      : loadRemoteTranslations(runtime.fileHost, files);
  // Reading from the API is the fallback: its code (the answers' schemas, zod) loads only when it is needed.
  const race = fromPage
    ? Promise.resolve(fromPage.race)
    : import('./resolve-race').then(({ resolveRace }) => resolveRace(domainName));
  if (fromPage) onCloud?.(fromPage.cloud);
  const site = fromPage
    ? Promise.resolve({ siteConfig: fromPage.siteConfig, cloud: fromPage.cloud })
    : import('./load-site').then(({ loadSite }) => loadSite(domainName, onCloud));
  // Settled at once, so a failure of one while another is awaited is never reported as unhandled.
  site.catch(() => undefined);
  try {
    // The race is awaited first: a domain no race is bound to says so, whatever the site lookup then says.
    const raceSummary = await race;
    const { siteConfig, cloud } = await site;
    await translations;
    // The API finished starting between the session check and the race lookup: check the saved token now.
    if ((await session) === 'deferred') await restoreSession(runtime.apiBase);
    setSiteData(startupSiteState({ runtime, race: raceSummary, siteConfig, cloud }));
    return { kind: 'site' };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'RaceNotBoundError' ? 'not-bound' : 'failed';
    return { kind: 'unbound', reason, error };
  }
}
