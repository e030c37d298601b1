import {
  configureApi,
  configureHosts,
  loadRemoteTranslations,
  setSiteData,
  useSessionStore,
} from '@marathon/shared';
import { CONTENT_PATHS } from '@marathon/shared/api';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import { configureRemotes } from '../remotes/remote-loader';
import { loadSite } from './load-site';
import { resolveRace } from './resolve-race';
import { restoreSession } from './restore-session';

export type StartupResult =
  { kind: 'site' } | { kind: 'unbound'; reason: 'not-bound' | 'failed'; error: unknown };

/**
 * The start-up sequence, in order: restore a saved session, load translations, resolve the race
 * from the domain, then build the site from remote configuration. Any failure after the session step leads to
 * the unbound-race app.
 */
export async function startSite(runtime: RuntimeConfig, domainName: string): Promise<StartupResult> {
  configureApi({ baseURL: runtime.apiBase });
  configureHosts({ imageHost: runtime.imageHost, fileHost: runtime.fileHost });
  configureRemotes(runtime.remotes);
  useSessionStore.getState().setLanguage(useSessionStore.getState().language);
  setSiteData({ runtime });

  const session = await restoreSession(runtime.apiBase);
  const files = runtime.translationFiles.length > 0 ? runtime.translationFiles : CONTENT_PATHS.translations;
  await loadRemoteTranslations(runtime.fileHost, files);
  try {
    const race = await resolveRace(domainName);
    const { siteConfig, cloud } = await loadSite(domainName);
    // The API finished starting between the session check and the race lookup: check the saved token now.
    if (session === 'deferred') await restoreSession(runtime.apiBase);
    setSiteData({ race, siteConfig, cloud });
    return { kind: 'site' };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'RaceNotBoundError' ? 'not-bound' : 'failed';
    return { kind: 'unbound', reason, error };
  }
}
