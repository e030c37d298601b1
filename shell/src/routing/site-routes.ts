import type { CloudConfig, RouteMeta, RouteNode, ScreenComponent } from '@marathon/shared/api';

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

function visibleTrees(cloud: CloudConfig, options: SiteRouteOptions): RouteNode[] {
  const all = [...cloud.routes, ...cloud.remoteAsyncRoutes];
  return options.showCharity ? all : all.filter((node) => !isCharity(node));
}

/** Every route of both navigation trees; the first definition of a path wins. */
export function buildSiteRoutes(cloud: CloudConfig, options: SiteRouteOptions): SiteRoute[] {
  const out: SiteRoute[] = [];
  flatten(visibleTrees(cloud, options), '', null, out);
  const seen = new Set<string>();
  return out.filter((route) => (seen.has(route.path) ? false : (seen.add(route.path), true)));
}

/** The menu: the top-level paths the configuration lists, in its order, with their visible children. */
export function buildMenu(cloud: CloudConfig, options: SiteRouteOptions): MenuEntry[] {
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
      return node && !node.meta.hidden ? [toEntry(node, path)] : [];
    });
}
