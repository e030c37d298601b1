import type { CloudConfig } from '@marathon/shared/api';
import { UI_CHUNKS_ID, type RemoteName } from '@marathon/shared/contracts';
import { preloadRemoteModules } from '../remotes/preload-remote';
import { needsChakra, routeModules, type RemoteModules } from '../routing/route-remotes';
import { MEMBER_CENTRE_ROUTE } from '../signup/signup-routes';

/**
 * Asks for every file of Chakra's runtime at once (the list the build writes into index.html), then loads it: the
 * files would otherwise be found one after another as each library is evaluated (five steps), after the route's
 * module had loaded and asked for them.
 */
function preloadChakra(): void {
  const listed = document.getElementById(UI_CHUNKS_ID)?.textContent;
  let files: unknown = [];
  try {
    files = JSON.parse(listed ?? '[]');
  } catch {
    // A page without the list (a development server) only loads the runtime, below.
  }
  const present = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  for (const file of Array.isArray(files) ? files : []) {
    if (typeof file !== 'string' || present.has(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As on the page's own script tags: the preloaded response is reused only when the modes match.
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  // A failure is left to the modules' own import, which reports it in their boundary.
  void import('@marathon/shared/ui').catch(() => undefined);
}

/**
 * What to fetch once the cloud configuration names the page's route: its remote modules, beside the other
 * start-up reads, instead of after the first render asks for them; and Chakra's runtime where the route's
 * modules are drawn with it, instead of after those modules have loaded and asked for it.
 */
export function preloadPage(memberSite: boolean): (cloud: CloudConfig) => void {
  return (cloud) => {
    const modules: RemoteModules = memberSite
      ? { signup: [MEMBER_CENTRE_ROUTE.module] }
      : routeModules(cloud, window.location.hash);
    for (const [remote, names] of Object.entries(modules) as [RemoteName, string[]][]) {
      preloadRemoteModules(remote, names);
    }
    if (needsChakra(modules)) preloadChakra();
  };
}
