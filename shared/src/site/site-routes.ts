import type { CloudConfig, RouteMeta, RouteNode, ScreenComponent } from '../api';

/** What of the cloud config the routes are made from: its two route trees and its menu order. */
export type RouteTrees = Pick<CloudConfig, 'menu' | 'routes' | 'remoteAsyncRoutes'>;

/** One addressable page of the site, flattened from the configured route trees. */
export interface SiteRoute {
  path: string;
  name: string;
  meta: RouteMeta;
  component?: ScreenComponent;
  /** Where a group route sends the visitor (its configured child, or its first child). */
  redirect?: string;
  /** The menu entry this route highlights: meta.activeMenu, otherwise the top-level path it sits under. */
  activeMenu: string;
}

export interface MenuEntry {
  path: string;
  name: string;
  meta: RouteMeta;
  children: MenuEntry[];
}

/** Paths in configuration may carry stray spaces (the `aboutVolunteer ` key): trim every segment. */
function clean(path: string): string {
  return path
    .split('/')
    .map((segment) => segment.trim())
    .join('/');
}

export function joinPath(parent: string, child: string): string {
  const c = clean(child);
  if (c.startsWith('/')) return c;
  return `${parent.replace(/\/+$/, '')}/${c}`;
}

function flatten(nodes: readonly RouteNode[], parent: string, top: string | null, out: SiteRoute[]): void {
  for (const node of nodes) {
    const path = joinPath(parent || '/', node.path);
    // The root layout ('/') is not a menu group: its children are top-level entries themselves.
    const isRoot = path === '/';
    const topPath = top ?? path;
    const children = node.children ?? [];
    const childPaths = children.map((child) => joinPath(path, child.path));
    let redirect: string | undefined;
    if (children.length > 0) {
      const wanted = node.redirect ? joinPath(path, node.redirect) : undefined;
      // A redirect to a child that does not exist (the aboutUs group) lands on the first child instead.
      redirect = wanted && childPaths.includes(wanted) ? wanted : childPaths[0];
    } else if (node.redirect) {
      redirect = joinPath(path, node.redirect);
    }
    out.push({
      path,
      name: node.name.trim(),
      meta: node.meta,
      ...(node.component ? { component: node.component } : {}),
      ...(redirect ? { redirect } : {}),
      activeMenu: node.meta.activeMenu ? clean(node.meta.activeMenu) : topPath,
    });
    flatten(children, path, isRoot ? null : topPath, out);
  }
}

export interface SiteRouteOptions {
  /** The charity section is shown only where the show-charity flag is on. */
  showCharity: boolean;
}

function isCharity(node: RouteNode): boolean {
  return /charity/i.test(node.path) && !(node.children ?? []).some((c) => !/charity/i.test(c.path));
}

function visibleTrees(cloud: RouteTrees, options: SiteRouteOptions): RouteNode[] {
  const all = [...cloud.routes, ...cloud.remoteAsyncRoutes];
  return options.showCharity ? all : all.filter((node) => !isCharity(node));
}

/** Every route of both navigation trees; the first definition of a path wins. */
export function buildSiteRoutes(cloud: RouteTrees, options: SiteRouteOptions): SiteRoute[] {
  const out: SiteRoute[] = [];
  flatten(visibleTrees(cloud, options), '', null, out);
  const seen = new Set<string>();
  const twinMenus = twinActiveMenus(cloud, options);
  return out
    .filter((route) => (seen.has(route.path) ? false : (seen.add(route.path), true)))
    .map((route) => {
      const twin = route.meta.activeMenu ? undefined : twinMenus.get(route.path);
      return twin ? { ...route, activeMenu: twin } : route;
    });
}

/**
 * The route the router lands on for `path` ('/' is the home page where no route claims it): redirects followed,
 * a few at most, so a loop in the configuration ends in nothing. `claimed` stops the walk at a path the caller
 * handles itself (the shell's stand-alone pages), which is then answered with no route.
 */
export function landingSiteRoute(
  routes: readonly SiteRoute[],
  path: string,
  claimed: (path: string) => boolean = () => false,
): { path: string; route?: SiteRoute } {
  let at = path === '/' && !routes.some((route) => route.path === '/') ? '/home' : path;
  for (let hops = 0; hops < 4; hops += 1) {
    if (claimed(at)) return { path: at };
    const route = routes.find((candidate) => candidate.path === at);
    if (!route?.redirect) return route ? { path: at, route } : { path: at };
    at = route.redirect;
  }
  return { path: at };
}

/** 'race-information' and 'raceInformation' name one group: the two trees spell their paths differently. */
function groupKey(path: string): string {
  return clean(path)
    .replace(/^\/+/, '')
    .replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase())
    .toLowerCase();
}

/**
 * The other tree's group of the same name as a menu group ('/newsNotice' for '/news-notice'), when both trees
 * define it: its pages that show content the menu group lacks join that group's menu, so no page of either tree is
 * left without an entry.
 */
function twinGroups(
  cloud: RouteTrees,
  options: SiteRouteOptions,
): Map<string, { node: RouteNode; path: string }> {
  const groups = new Map<string, { node: RouteNode; path: string }>();
  for (const node of visibleTrees(cloud, options)) {
    const path = joinPath('/', node.path);
    if (path !== '/' && (node.children ?? []).length > 0 && !groups.has(`${groupKey(path)}|${path}`)) {
      groups.set(`${groupKey(path)}|${path}`, { node, path });
    }
  }
  const twins = new Map<string, { node: RouteNode; path: string }>();
  for (const menuPath of cloud.menu.map((path) => clean(path))) {
    for (const [key, group] of groups) {
      if (key.startsWith(`${groupKey(menuPath)}|`) && group.path !== menuPath) twins.set(menuPath, group);
    }
  }
  return twins;
}

/** For each page of a twin group, the menu group it is listed under (so the menu highlights it there). */
export function twinActiveMenus(cloud: RouteTrees, options: SiteRouteOptions): Map<string, string> {
  const active = new Map<string, string>();
  for (const [menuPath, twin] of twinGroups(cloud, options)) {
    for (const child of twin.node.children ?? []) active.set(joinPath(twin.path, child.path), menuPath);
  }
  return active;
}

/**
 * The menu: the top-level paths the configuration lists, in its order, with their visible children and the pages
 * of the other tree's twin group that show other content.
 */
export function buildMenu(cloud: RouteTrees, options: SiteRouteOptions): MenuEntry[] {
  const twins = twinGroups(cloud, options);
  const byPath = new Map<string, RouteNode>();
  const add = (node: RouteNode, path: string) => {
    if (!byPath.has(path)) byPath.set(path, node);
  };
  for (const node of visibleTrees(cloud, options)) {
    const path = joinPath('/', node.path);
    if (path === '/') for (const child of node.children ?? []) add(child, joinPath('/', child.path));
    else add(node, path);
  }
  const toEntry = (node: RouteNode, path: string): MenuEntry => ({
    path,
    name: node.name.trim(),
    meta: node.meta,
    children: (node.children ?? [])
      .filter((child) => !child.meta.hidden)
      .map((child) => toEntry(child, joinPath(path, child.path))),
  });
  return cloud.menu
    .map((path) => clean(path))
    .flatMap((path) => {
      const node = byPath.get(path);
      if (!node || node.meta.hidden) return [];
      const entry = toEntry(node, path);
      const twin = twins.get(path);
      if (twin) {
        const shown = new Set(entry.children.map((child) => child.meta.dataPath?.trim()));
        for (const child of twin.node.children ?? []) {
          if (child.meta.hidden || shown.has(child.meta.dataPath?.trim())) continue;
          entry.children.push(toEntry(child, joinPath(twin.path, child.path)));
        }
      }
      return [entry];
    });
}
