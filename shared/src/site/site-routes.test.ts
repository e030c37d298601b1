import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cloudConfigSchema } from '@marathon/shared/api';
import type { CloudConfig } from '@marathon/shared/api';
import { buildMenu, buildSiteRoutes, joinPath, landingSiteRoute } from './site-routes';
import type { MenuEntry, SiteRoute } from './site-routes';

const SEEDED_PATH = join(import.meta.dirname, '../../../api/content/sites/localhost/index.json');
const seededJson: unknown = JSON.parse(readFileSync(SEEDED_PATH, 'utf8'));

const HIDDEN_LOOKUPS = [
  '/registration-search',
  '/score-search',
  '/multiple-score-search',
  '/image-search',
  '/video-collection',
  '/image-collection',
];

function seeded(): CloudConfig {
  return cloudConfigSchema.parse(seededJson);
}

function routeAt(routes: readonly SiteRoute[], path: string): SiteRoute {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}; have ${routes.map((r) => r.path).join(', ')}`);
  return route;
}

function allMenuPaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => [entry.path, ...allMenuPaths(entry.children)]);
}

/** A minimal valid cloud config around the given trees. */
function config(parts: Pick<CloudConfig, 'menu' | 'routes'> & Partial<CloudConfig>): CloudConfig {
  return cloudConfigSchema.parse({ settings: { websiteTitle: 'Test race', logo: 'logo.png' }, ...parts });
}

describe('the seeded content (api/content/sites/localhost/index.json)', () => {
  it('is a valid cloud config', () => {
    const result = cloudConfigSchema.safeParse(seededJson);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });
});

describe('joinPath', () => {
  it.each([
    ['/', 'home', '/home'],
    ['/', '/home', '/home'],
    ['/news-notice', 'race-news', '/news-notice/race-news'],
    ['/news-notice/', 'race-news', '/news-notice/race-news'],
    ['/volunteers', 'aboutVolunteer ', '/volunteers/aboutVolunteer'],
    ['/volunteers', ' aboutVolunteer', '/volunteers/aboutVolunteer'],
    ['/about-us', '/registration-search', '/registration-search'],
  ])('joinPath(%j, %j) is %j', (parent, child, joined) => {
    expect(joinPath(parent, child)).toBe(joined);
  });
});

describe('buildSiteRoutes over the seeded content', () => {
  const routes = buildSiteRoutes(seeded(), { showCharity: true });

  it('has no duplicate paths and no path with a space', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => /\s/.test(p))).toEqual([]);
  });

  it("redirects '/' to '/home'", () => {
    expect(routeAt(routes, '/').redirect).toBe('/home');
    expect(routeAt(routes, '/home').component).toBe('HomePage');
  });

  it.each([
    ['/race-information', '/race-information/race-rules'],
    ['/news-notice', '/news-notice/race-news'],
    ['/epidemic-prevention-instructions', '/epidemic-prevention-instructions/epidemic-prevention-notice'],
    ['/introduction', '/introduction/about-index'],
    ['/about-us', '/about-us/race-Introduction'],
    ['/raceInformation', '/raceInformation/raceRules'],
    ['/newsNotice', '/newsNotice/raceNews'],
    ['/charity', '/charity/charityInformation'],
    ['/carnival', '/carnival/carnival'],
    ['/activities', '/activities/event'],
    ['/volunteers', '/volunteers/aboutVolunteer'],
    ['/sponsor', '/sponsor/titleSponsor'],
    ['/raceBrand', '/raceBrand/aboutYangzhouHalfMarathon'],
  ])('group %s redirects to its configured child %s', (group, child) => {
    expect(routeAt(routes, group).redirect).toBe(child);
    expect(routeAt(routes, child).component).toBeDefined();
  });

  it("the '/aboutUs' group, configured to the missing 'aboutUsIndex', redirects to its first child", () => {
    const group = seeded().remoteAsyncRoutes.find((node) => node.path === '/aboutUs');
    expect(group?.redirect).toBe('aboutUsIndex');
    expect(routes.some((r) => r.path === '/aboutUs/aboutUsIndex')).toBe(false);
    expect(routeAt(routes, '/aboutUs').redirect).toBe('/aboutUs/contactUs');
  });

  it('every redirect lands on a route that exists', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const route of routes.filter((r) => r.redirect)) {
      expect(paths.has(route.redirect ?? ''), `${route.path} → ${route.redirect}`).toBe(true);
    }
  });

  it("the 'aboutVolunteer ' child becomes '/volunteers/aboutVolunteer' and keeps its data path", () => {
    const route = routeAt(routes, '/volunteers/aboutVolunteer');
    expect(route.meta.dataPath).toBe('aboutVolunteer ');
    expect(route.component).toBe('DocumentListPage');
    expect(route.activeMenu).toBe('/volunteers');
  });

  it.each(HIDDEN_LOOKUPS)('the hidden lookup route %s highlights /home', (path) => {
    const route = routeAt(routes, path);
    expect(route.activeMenu).toBe('/home');
    expect(route.meta.hidden).toBe(true);
  });

  it('the registration and score lookups have the grey background', () => {
    expect(routeAt(routes, '/registration-search').meta.greyBackground).toBe(true);
    expect(routeAt(routes, '/score-search').meta.greyBackground).toBe(true);
  });

  it("a child's activeMenu is its top-level group", () => {
    expect(routeAt(routes, '/home').activeMenu).toBe('/home');
    expect(routeAt(routes, '/news-notice/activity-bulletin').activeMenu).toBe('/news-notice');
    expect(routeAt(routes, '/about-us/contact-us').activeMenu).toBe('/about-us');
    expect(routeAt(routes, '/sponsor/officialTourismCooperationPlatform').activeMenu).toBe('/sponsor');
    // A page of the other tree's twin group is highlighted under the menu group that lists it.
    expect(routeAt(routes, '/aboutUs/businessCooperation').activeMenu).toBe('/about-us');
    expect(routeAt(routes, '/raceInformation/insurance').activeMenu).toBe('/race-information');
    const twins = new Set(['/raceInformation', '/newsNotice', '/aboutUs']);
    for (const route of routes.filter((r) => r.path.split('/').length === 3)) {
      const group = `/${route.path.split('/')[1]}`;
      if (!twins.has(group)) expect(route.activeMenu, route.path).toBe(group);
    }
  });

  it('keeps the data path and component of the news pair (list views)', () => {
    expect(routeAt(routes, '/news-notice/race-news')).toMatchObject({
      component: 'DocumentListPage',
      meta: { dataPath: 'raceNews', title: '新闻资讯' },
    });
    expect(routeAt(routes, '/news-notice/activity-bulletin')).toMatchObject({
      component: 'DocumentListPage',
      meta: { dataPath: 'activityBulletin', title: '赛事公告' },
    });
  });
});

describe('landingSiteRoute over the seeded content', () => {
  const routes = buildSiteRoutes(seeded(), { showCharity: true });

  it('lands a menu group on its document, and the empty address on the home page', () => {
    expect(landingSiteRoute(routes, '/race-information').route?.path).toBe('/race-information/race-rules');
    expect(landingSiteRoute(routes, '/race-information/race-rules').route?.meta.dataPath).toBe('raceRules');
    expect(landingSiteRoute(routes, '/').route?.component).toBe('HomePage');
  });

  it('answers no route for an unknown path, a path the caller claims, or a loop of redirects', () => {
    expect(landingSiteRoute(routes, '/no-such-page')).toEqual({ path: '/no-such-page' });
    expect(landingSiteRoute(routes, '/race-information', (path) => path.endsWith('race-rules'))).toEqual({
      path: '/race-information/race-rules',
    });
    const loop = buildSiteRoutes(
      config({
        menu: ['/a'],
        routes: [
          { path: '/a', name: 'A', redirect: '/b', meta: { title: 'A' } },
          { path: '/b', name: 'B', redirect: '/a', meta: { title: 'B' } },
        ],
      }),
      { showCharity: true },
    );
    expect(landingSiteRoute(loop, '/a').route).toBeUndefined();
  });
});

describe('buildMenu over the seeded content', () => {
  it('follows the configured menu order', () => {
    const cloud = seeded();
    const menu = buildMenu(cloud, { showCharity: true });
    expect(menu.map((entry) => entry.path)).toEqual(cloud.menu);
    expect(menu.map((entry) => entry.path)).toEqual([
      '/home',
      '/race-information',
      '/news-notice',
      '/epidemic-prevention-instructions',
      '/charity',
      '/carnival',
      '/activities',
      '/volunteers',
      '/sponsor',
      '/raceBrand',
      '/introduction',
      '/about-us',
    ]);
  });

  it('lists each group with its children in configured order', () => {
    const menu = buildMenu(seeded(), { showCharity: true });
    const raceInformation = menu.find((entry) => entry.path === '/race-information');
    expect(raceInformation?.children.map((child) => child.path)).toEqual([
      '/race-information/race-rules',
      '/race-information/registration-instructions',
      '/race-information/race-route',
      '/race-information/race-statement',
      // The other tree's pages with content this group lacks: kit collection and insurance.
      '/raceInformation/instructionForReceivingGoods',
      '/raceInformation/insurance',
    ]);
    const volunteers = menu.find((entry) => entry.path === '/volunteers');
    expect(volunteers?.children.map((child) => child.path)).toEqual(['/volunteers/aboutVolunteer']);
    expect(menu.find((entry) => entry.path === '/home')?.meta).toMatchObject({
      title: '首页',
      titleEn: 'Home',
    });
  });

  it('never lists the hidden lookup routes', () => {
    const paths = allMenuPaths(buildMenu(seeded(), { showCharity: true }));
    for (const hidden of HIDDEN_LOOKUPS) expect(paths).not.toContain(hidden);
  });
});

describe('the show-charity flag', () => {
  it('with showCharity false the /charity routes and menu entry disappear', () => {
    const cloud = seeded();
    const routes = buildSiteRoutes(cloud, { showCharity: false });
    expect(routes.filter((r) => r.path.startsWith('/charity'))).toEqual([]);
    const menu = buildMenu(cloud, { showCharity: false });
    expect(allMenuPaths(menu).filter((p) => p.startsWith('/charity'))).toEqual([]);
    expect(menu.map((entry) => entry.path)).toEqual(cloud.menu.filter((p) => p !== '/charity'));
  });

  it('with showCharity true they exist', () => {
    const cloud = seeded();
    const routes = buildSiteRoutes(cloud, { showCharity: true });
    expect(routeAt(routes, '/charity').redirect).toBe('/charity/charityInformation');
    expect(routeAt(routes, '/charity/charityInformation')).toMatchObject({
      component: 'RichListPage',
      activeMenu: '/charity',
      meta: { dataPath: 'charityInformation' },
    });
    expect(buildMenu(cloud, { showCharity: true }).map((entry) => entry.path)).toContain('/charity');
  });

  it('hiding charity leaves every other route in place', () => {
    const cloud = seeded();
    const withCharity = buildSiteRoutes(cloud, { showCharity: true }).map((r) => r.path);
    const withoutCharity = buildSiteRoutes(cloud, { showCharity: false }).map((r) => r.path);
    expect(withoutCharity).toEqual(withCharity.filter((p) => !p.startsWith('/charity')));
  });
});

describe('route building rules on small configurations', () => {
  const page = (path: string, title: string) => ({
    path,
    name: title.replace(/\W/g, '') || 'Page',
    component: 'DocumentPage' as const,
    meta: { title, dataPath: path.trim() },
  });

  it('a duplicate path keeps its first definition, in routes and in the menu', () => {
    const cloud = config({
      menu: ['/news'],
      routes: [
        { path: '/news', name: 'NewsA', redirect: 'a', meta: { title: 'First' }, children: [page('a', 'A')] },
      ],
      remoteAsyncRoutes: [
        {
          path: '/news',
          name: 'NewsB',
          redirect: 'b',
          meta: { title: 'Second' },
          children: [page('b', 'B')],
        },
        { path: '/other', name: 'Other', meta: { title: 'Other' }, children: [page('a', 'Other A')] },
      ],
    });
    const routes = buildSiteRoutes(cloud, { showCharity: true });
    expect(routes.filter((r) => r.path === '/news')).toHaveLength(1);
    expect(routeAt(routes, '/news')).toMatchObject({
      name: 'NewsA',
      meta: { title: 'First' },
      redirect: '/news/a',
    });
    expect(routeAt(routes, '/news/b').meta.title).toBe('B');
    expect(buildMenu(cloud, { showCharity: true })[0]?.meta.title).toBe('First');
  });

  it('a duplicate child path keeps its first definition too', () => {
    const cloud = config({
      menu: ['/g'],
      routes: [{ path: '/g', name: 'G', meta: { title: 'G' }, children: [page('x', 'X1'), page('x', 'X2')] }],
    });
    const routes = buildSiteRoutes(cloud, { showCharity: true });
    expect(routes.filter((r) => r.path === '/g/x').map((r) => r.meta.title)).toEqual(['X1']);
  });

  it('a group without a configured redirect goes to its first child', () => {
    const cloud = config({
      menu: ['/g'],
      routes: [
        { path: '/g', name: 'G', meta: { title: 'G' }, children: [page('first', 'F'), page('second', 'S')] },
      ],
    });
    expect(routeAt(buildSiteRoutes(cloud, { showCharity: true }), '/g').redirect).toBe('/g/first');
  });

  it('a grandchild highlights its top-level group', () => {
    const cloud = config({
      menu: ['/top'],
      routes: [
        {
          path: '/top',
          name: 'Top',
          meta: { title: 'Top' },
          children: [{ path: 'mid', name: 'Mid', meta: { title: 'Mid' }, children: [page('leaf', 'Leaf')] }],
        },
      ],
    });
    const routes = buildSiteRoutes(cloud, { showCharity: true });
    expect(routeAt(routes, '/top/mid/leaf').activeMenu).toBe('/top');
    expect(routeAt(routes, '/top/mid').redirect).toBe('/top/mid/leaf');
  });

  it('a menu path the routes do not define is skipped, and a hidden top-level route is not listed', () => {
    const cloud = config({
      menu: ['/missing', '/shown', '/secret'],
      routes: [
        { path: '/shown', name: 'Shown', meta: { title: 'Shown' }, children: [page('a', 'A')] },
        {
          path: '/secret',
          name: 'Secret',
          meta: { title: 'Secret', hidden: true },
          children: [page('a', 'A')],
        },
      ],
    });
    expect(buildMenu(cloud, { showCharity: true }).map((entry) => entry.path)).toEqual(['/shown']);
  });
});
