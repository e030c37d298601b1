import { cloudConfigSchema, type CloudConfig } from '@marathon/shared/api';
import { describe, expect, it } from 'vitest';
import seededJson from '../../../api/content/sites/localhost/index.json';
import { buildMenu, buildSiteRoutes, type MenuEntry } from '@marathon/shared/site-routes';

/**
 * Links the site's views carry themselves, outside the menu and the content: each names the view that holds it.
 * A page reachable only by typing its address is a page no visitor finds.
 */
const VIEW_LINKS = [
  '/image-collection', // remote-content: the home picture wall's "more" and every picture
  '/video-collection', // remote-content: the home videos' "more" and every video
  '/multiple-score-search', // remote-search: the score lookup's link to every year of a runner
  '/image-search', // remote-search: the result card's link to the runner's photos
  '/verify-certificate', // remote-search: the score lookup's link, and every certificate's printed words
  '/agreement/user', // remote-auth: the register form's agreement
  '/agreement/privacy', // remote-auth: the register form's privacy policy
];

const IN_SITE = /^\/?#(\/[^?]*)/;

/** Every page a visitor can reach: the menu, the home cards, the lookup switches, the footer and the views. */
function reachable(cloud: CloudConfig): Set<string> {
  const paths = new Set<string>(VIEW_LINKS);
  const walk = (entries: readonly MenuEntry[]) =>
    entries.forEach((entry) => {
      paths.add(entry.path);
      walk(entry.children);
    });
  walk(buildMenu(cloud, { showCharity: true }));
  for (const card of cloud.searchConfigList) if (card.jumpType === 2) paths.add(card.jumpUrl);
  for (const block of [cloud.registrationSearch, cloud.scoreSearch, cloud.pictureSearch]) {
    if (block?.jumpType === 2) paths.add(block.jumpUrl);
  }
  for (const link of cloud.settings.footerLinks ?? []) {
    const route = IN_SITE.exec(link.href)?.[1];
    if (route) paths.add(route);
  }
  return paths;
}

describe('every page of the content is reachable', () => {
  it('from the menu, a home card, the footer or a view; a page of the other tree by the same content', () => {
    const cloud = cloudConfigSchema.parse(seededJson);
    const routes = buildSiteRoutes(cloud, { showCharity: true }).filter((route) => route.component);
    const paths = reachable(cloud);
    // The two trees define some pages twice (/race-information/race-rules and /raceInformation/raceRules): a page
    // whose content a reachable page shows is reached through it.
    const shownData = new Set(
      routes.filter((route) => paths.has(route.path)).map((route) => route.meta.dataPath?.trim()),
    );
    const orphans = routes.filter(
      (route) =>
        !paths.has(route.path) && !(route.meta.dataPath && shownData.has(route.meta.dataPath.trim())),
    );
    expect(orphans.map((route) => `${route.path} (${route.meta.title})`)).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });
});
