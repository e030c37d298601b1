import type { CloudConfig, ScreenComponent } from '@marathon/shared/api';
import type { RemoteName } from '@marathon/shared/contracts';
import { STANDALONE_ROUTES, type StandaloneRoute } from '../signup/signup-routes';
import { buildSiteRoutes, landingSiteRoute, type SiteRoute } from '@marathon/shared/site-routes';
import { SCREEN_VIEWS, slotsOf } from './screen-views';

export type RemoteModules = Partial<Record<RemoteName, string[]>>;

/** The remote modules a screen renders, its view's and its slots' (from the table Screen.tsx draws them by). */
export function screenModules(component: ScreenComponent): RemoteModules {
  const view = SCREEN_VIEWS[component];
  const modules: RemoteModules = { [view.remote]: [view.module] };
  for (const [, slot] of slotsOf(view)) modules[slot.remote] = [...(modules[slot.remote] ?? []), slot.module];
  return modules;
}

/**
 * The remote modules drawn without Chakra: every content page (the home page, documents, lists), the home
 * page's search cards and the score lookup's first screen (a result link's card; its tools bring Chakra after). Every other module brings Chakra's provider (withUi), so its route also needs Chakra's
 * runtime: a hint for preloading, not a rule (a wrong entry only loads Chakra early or late).
 */
const WITHOUT_CHAKRA: RemoteModules = {
  content: ['./HomePage', './DocumentPage', './DocumentListPage', './RichListPage'],
  search: ['./SearchEntries', './ScoreSearch'],
};

/** Whether any of these modules is drawn with Chakra, so the page should ask for Chakra's files with them. */
export function needsChakra(modules: RemoteModules): boolean {
  return (Object.entries(modules) as [RemoteName, string[]][]).some(([remote, names]) =>
    names.some((name) => !WITHOUT_CHAKRA[remote]?.includes(name)),
  );
}

/** The route path of a hash address: `#/news-notice/race-news?x=1` → `/news-notice/race-news`. */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.replace(/\/+$/, '') || '/';
}

/**
 * Where the router lands for `hash`: follows the route's redirects as the router will; a stand-alone page of the
 * sign-up remote, a site route, or nothing (an unknown address). Charity routes are kept: the flag lives in the
 * site configuration, which callers may not have read yet.
 */
function landingRoute(
  cloud: CloudConfig,
  hash: string,
): { standalone: StandaloneRoute } | { route: SiteRoute } | null {
  const standaloneAt = (path: string) => STANDALONE_ROUTES.find((route) => route.path === path);
  const landed = landingSiteRoute(buildSiteRoutes(cloud, { showCharity: true }), hashPath(hash), (path) =>
    Boolean(standaloneAt(path)),
  );
  const standalone = standaloneAt(landed.path);
  if (standalone) return { standalone };
  return landed.route ? { route: landed.route } : null;
}

/**
 * The remote modules the page at `hash` will render, known as soon as the cloud configuration arrives (before
 * the site's other start-up reads). With charity routes kept (landingRoute), at worst a hidden page's module is
 * fetched for nothing.
 */
export function routeModules(cloud: CloudConfig, hash: string): RemoteModules {
  const landing = landingRoute(cloud, hash);
  if (!landing) return {};
  if ('standalone' in landing) return { signup: [landing.standalone.module] };
  return landing.route.component ? screenModules(landing.route.component) : {};
}
