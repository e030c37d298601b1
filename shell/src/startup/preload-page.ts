import type { CloudConfig } from '@marathon/shared/api';
import { UI_CHUNKS_ID, type RemoteName } from '@marathon/shared/contracts';
import { addModulePreload, preloadRemoteModules } from '../remotes/preload-remote';
import { needsChakra, routeModules, type RemoteModules } from '../routing/route-remotes';
import { MEMBER_CENTRE_ROUTE } from '../signup/signup-routes';

/**
 * Asks for every file of Chakra's runtime at once (the list the build writes into index.html), then loads it: the
 * files would otherwise be found one after another as each library is evaluated (five steps), after the route's
 * module had loaded and asked for them.
 */
function preloadChakra(): void {
  let files: unknown = [];
  try {
    files = JSON.parse(document.getElementById(UI_CHUNKS_ID)?.textContent ?? '[]');
  } catch {
    // A page without the list (a development server) only loads the runtime, below.
  }
  for (const file of Array.isArray(files) ? files : []) {
    if (typeof file === 'string') addModulePreload(new URL(file, window.location.href).href);
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
