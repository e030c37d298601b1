import { findContent } from '@marathon/shared/api/content-at';
import { buildSiteRoutes, landingSiteRoute, type RouteTrees } from '@marathon/shared/site-routes';
import { loadManifest } from '../app/api';
import { loadIndex, NEWS_KEY, newsItems, type ContentIndex, type NewsItem } from './news';

/** What the phone site shows for a desktop page it has no page of its own for. */
export type DesktopPage =
  /** A document: a single-document page (the rules), or a list's item opened by ?id=. */
  | { kind: 'document'; item: NewsItem }
  /** The race news list: the phone site's own news tab. */
  | { kind: 'news' }
  /** An address that names nothing (an old link, an item taken down, a section with nothing in it yet). */
  | { kind: 'missing' }
  /** A page only the desktop site has (a list of another section, the picture search). */
  | { kind: 'elsewhere' };

/**
 * The route trees of the index as the desktop site reads them. The phone site does not parse the index with the
 * site's schemas (zod would double its size): a tree that is not a list counts as empty, and one it cannot read
 * fails the load, which the page reports.
 */
function treesOf(index: ContentIndex): RouteTrees {
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  return {
    menu: list(index.menu),
    routes: list(index.routes),
    remoteAsyncRoutes: list(index.remoteAsyncRoutes),
  } as RouteTrees;
}

/** The desktop site's route of the race news list (where a news item is opened by ?id=), or null. */
export async function newsListPath(): Promise<string | null> {
  const [index, manifest] = await Promise.all([loadIndex(), loadManifest()]);
  const showCharity = manifest.features?.showCharity ?? true;
  const route = buildSiteRoutes(treesOf(index), { showCharity }).find(
    (candidate) => candidate.component === 'DocumentListPage' && candidate.meta.dataPath?.trim() === NEWS_KEY,
  );
  return route?.path ?? null;
}

/** Finds the desktop page at `path` (and the list item `id`) the way the desktop site's router does. */
export async function loadDesktopPage(path: string, id: string | undefined): Promise<DesktopPage> {
  const [index, manifest] = await Promise.all([loadIndex(), loadManifest()]);
  // A site that hides its charity section hides it here too, as the desktop router does.
  const showCharity = manifest.features?.showCharity ?? true;
  const { route } = landingSiteRoute(buildSiteRoutes(treesOf(index), { showCharity }), path);
  if (!route) return { kind: 'missing' };
  const dataPath = route.meta.dataPath?.trim() ?? '';
  const items = newsItems(findContent(index.data, dataPath));
  if (route.component === 'DocumentPage') {
    const [first] = items;
    return first ? { kind: 'document', item: first } : { kind: 'missing' };
  }
  if (route.component === 'DocumentListPage' && id !== undefined) {
    const item = items.find((candidate) => candidate.id === id);
    return item ? { kind: 'document', item } : { kind: 'missing' };
  }
  if (route.component === 'DocumentListPage' && dataPath === NEWS_KEY) return { kind: 'news' };
  return { kind: 'elsewhere' };
}
