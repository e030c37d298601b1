import type { CloudConfig } from '@marathon/shared/api';
import { STANDALONE_ROUTES } from '../src/signup/signup-routes';
import { UI_CHUNKS_ID, type RemoteName, type RuntimeConfig } from '@marathon/shared/contracts';
import { hashPath, needsChakra, routeModules } from '../src/routing/route-remotes';
import { buildSiteRoutes } from '@marathon/shared/site-routes';
import { inlineScript } from './first-paint/inline-script';
import { scriptJson } from './script-json';

/** The id of the page's table of route → remote entries and modules, read by ROUTE_PRELOAD_SCRIPT. */
export const ROUTE_PRELOADS_ID = 'route-preloads';

/** Per route path, each remote the page renders there: its entry's URL and the modules it exposes to the page. */
type RoutePreloads = Record<string, [entryUrl: string, modules: string[]][]>;

/**
 * An entry URL that names the same file from the page as from the shell's scripts (absolute, or from the root):
 * the page's import must reach the module the shell imports later. A path-relative one is left to the shell.
 */
const SAME_FROM_ANY_PAGE = /^(https?:)?\/\/|^\//;

/** Every route path of the site (both menu trees, charity included, and the stand-alone pages), once each. */
function sitePaths(cloud: CloudConfig): string[] {
  return [
    ...new Set([
      '/',
      ...buildSiteRoutes(cloud, { showCharity: true }).map((route) => route.path),
      ...STANDALONE_ROUTES.map((route) => route.path),
    ]),
  ];
}

/**
 * Which remote modules every route of the site renders, worked out by the shell's own routing (redirects
 * followed), with the entry URLs of the run-time manifest the page is served with. The server cannot see the
 * part of the address after '#', so it writes the whole table and the page picks its route.
 */
export function routePreloads(cloud: CloudConfig, runtime: RuntimeConfig): RoutePreloads {
  const table: RoutePreloads = {};
  for (const path of sitePaths(cloud)) {
    const modules = Object.entries(routeModules(cloud, `#${path}`)) as [RemoteName, string[]][];
    const entries = modules
      .map(([remote, names]): [string, string[]] => [runtime.remotes[remote], names])
      .filter(([url]) => SAME_FROM_ANY_PAGE.test(url));
    if (entries.length > 0) table[hashPath(`#${path}`)] = entries;
  }
  return table;
}

/** The routes whose modules are drawn with Chakra: the page asks for Chakra's files there too (UI_CHUNKS_ID). */
export function chakraRoutes(cloud: CloudConfig): string[] {
  const routes = sitePaths(cloud)
    .filter((path) => needsChakra(routeModules(cloud, `#${path}`)))
    .map((path) => hashPath(`#${path}`));
  return [...new Set(routes)];
}

/**
 * Runs once the painted page is parsed and painted, beside the shell's own start-up scripts (asked for the same way,
 * `first-paint/scripts-after-paint.ts`): imports the remote entries of the address's route and asks for the files
 * their modules load at once (the list each entry declares), so the page's remote code arrives beside the shell's
 * own instead of after the shell has started. The same URLs and module mode as
 * the shell's later imports, which then find them in the browser's module map. On a route drawn with Chakra it
 * also asks for every file of Chakra's runtime the shell's build listed (UI_CHUNKS_ID), which the route's modules
 * would otherwise find one after another. Any failure is left to those imports, which report it. The path rule
 * is hashPath's (shell/src/routing/route-remotes.ts).
 */
export function preloadRouteCode(ids: { table: string; chunks: string }): void {
  const preload = (href: string) => {
    // The shell's scripts may have asked for it already (under load they can run before this script's turn).
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
    if (Array.prototype.some.call(links, (link: HTMLLinkElement) => link.href === href)) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  };
  const run = () => {
    try {
      const data = JSON.parse(document.getElementById(ids.table)?.textContent ?? '{}') as {
        routes: Record<string, [string, string[]][]>;
        chakra: string[];
      };
      const path = location.hash.replace(/^#/, '').split('?')[0]?.replace(/\/+$/, '') || '/';
      const chunks = document.getElementById(ids.chunks);
      if (chunks && data.chakra.indexOf(path) >= 0) {
        (JSON.parse(chunks.textContent ?? '[]') as string[]).forEach(preload);
      }
      (data.routes[path] ?? []).forEach(([entry, modules]) => {
        const base = new URL(entry, location.href);
        import(base.href).then(
          (remote: { marathonPreloads?: Record<string, string[]> }) => {
            const declared = remote.marathonPreloads ?? {};
            modules.forEach((module) => {
              (declared[module] ?? []).forEach((file) => {
                const url = new URL(file, base);
                if (url.origin === base.origin) preload(url.href);
              });
            });
          },
          () => undefined,
        );
      });
    } catch {
      // The shell loads the route's code itself.
    }
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') run();
    else requestAnimationFrame(() => setTimeout(run, 0));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

export const ROUTE_PRELOAD = inlineScript(preloadRouteCode, {
  table: ROUTE_PRELOADS_ID,
  chunks: UI_CHUNKS_ID,
});

/**
 * The table and the script that reads it, for the start of the page's body: the head (and its list of Chakra's
 * files) is parsed by then.
 */
export function routePreloadHtml(cloud: CloudConfig, runtime: RuntimeConfig): string {
  return [
    `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${scriptJson({ routes: routePreloads(cloud, runtime), chakra: chakraRoutes(cloud) })}</script>`,
    `<script>${ROUTE_PRELOAD.text}</script>`,
  ].join('');
}
