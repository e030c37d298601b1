import { createHash } from 'node:crypto';
import type { CloudConfig } from '@marathon/shared/api';
import { STANDALONE_ROUTES } from '../src/signup/signup-routes';
import { UI_CHUNKS_ID, type RemoteName, type RuntimeConfig } from '@marathon/shared/contracts';
import { hashPath, needsChakra, routeModules } from '../src/routing/route-remotes';
import { buildSiteRoutes } from '@marathon/shared/site-routes';
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
 * Runs while the head is parsed, before any of the shell's scripts: imports the remote entries of the address's
 * route and asks for the files their modules load at once (the list each entry declares), so the page's remote
 * code arrives beside the shell's own instead of after the shell has started. The same URLs and module mode as
 * the shell's later imports, which then find them in the browser's module map. On a route drawn with Chakra it
 * also asks for every file of Chakra's runtime the shell's build listed (UI_CHUNKS_ID), which the route's modules
 * would otherwise find one after another. Any failure is left to those imports, which report it. The path rule
 * is hashPath's (shell/src/routing/route-remotes.ts). Allowed by its hash in the page's Content-Security-Policy.
 */
const ROUTE_PRELOAD_SCRIPT = `(function(){try{var d=JSON.parse(document.getElementById('${ROUTE_PRELOADS_ID}').textContent),t=d.routes,p=location.hash.replace(/^#/,'').split('?')[0].replace(/\\/+$/,'')||'/',u=document.getElementById('${UI_CHUNKS_ID}');if(u&&d.chakra.indexOf(p)>=0)JSON.parse(u.textContent).forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=f;document.head.append(l)});(t[p]||[]).forEach(function(r){var b=new URL(r[0],location.href);import(b.href).then(function(e){var d=e.marathonPreloads||{};r[1].forEach(function(m){(d[m]||[]).forEach(function(f){var u=new URL(f,b);if(u.origin!==b.origin)return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=u.href;document.head.append(l)})})},function(){})})}catch(e){}})()`;
export const ROUTE_PRELOAD_HASH = `'sha256-${createHash('sha256').update(ROUTE_PRELOAD_SCRIPT).digest('base64')}'`;

/** The table and the script that reads it, for the page's head (after the start-up data). */
export function routePreloadHead(cloud: CloudConfig, runtime: RuntimeConfig): string {
  return [
    `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${scriptJson({ routes: routePreloads(cloud, runtime), chakra: chakraRoutes(cloud) })}</script>`,
    `<script>${ROUTE_PRELOAD_SCRIPT}</script>`,
  ].join('\n    ');
}
