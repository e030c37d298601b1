import type { CloudConfig } from '@marathon/shared/api';
import { UI_CHUNKS_ID, type RemoteName } from '@marathon/shared/contracts';
import { addModulePreload, preloadRemoteModules } from '../remotes/preload-remote';
import { loadRemoteView } from '../remotes/remote-views';
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

/** The loads of the address's route views the start-up began (settled, failed or not). */
let routeViews: Promise<unknown> = Promise.resolve();

/** Settles when every view of the address's route has loaded or failed (at once when none was asked). */
export function routeViewsSettled(): Promise<unknown> {
  return routeViews;
}

/**
 * What to fetch once the cloud configuration names the page's route: its remote modules, beside the other
 * start-up reads, instead of after the first render asks for them; and Chakra's runtime where the route's
 * modules are drawn with it, instead of after those modules have loaded and asked for it. The modules are also
 * loaded (run), so the first render draws every view of the page that is ready in one commit: the home page and
 * its search cards appear together, and nothing below them moves.
 */
export function preloadPage(memberSite: boolean): (cloud: CloudConfig) => void {
  return (cloud) => {
    const routed = routeModules(cloud, window.location.hash);
    // The member site's page holds the centre and the sign-up pages: a sign-up address is routed as on the site.
    const modules: RemoteModules =
      memberSite && !routed.signup ? { signup: [MEMBER_CENTRE_ROUTE.module] } : routed;
    const loads: Promise<unknown>[] = [];
    for (const [remote, names] of Object.entries(modules) as [RemoteName, string[]][]) {
      preloadRemoteModules(remote, names);
      // A failure is left to the view, whose own load reports it in its boundary.
      for (const name of names) loads.push(loadRemoteView(remote, name).catch(() => undefined));
    }
    routeViews = Promise.all(loads);
    if (needsChakra(modules)) preloadChakra();
  };
}
