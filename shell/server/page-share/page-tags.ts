import type { DocumentItem, CloudConfig } from '@marathon/shared/api';
import { asList, findContent } from '@marathon/shared/api/content-at';
import type { Language } from '@marathon/shared/language-cookie';
import { localized } from '@marathon/shared/plain-text';
import { sanitizerFor } from '@marathon/shared/sanitize';
import { pageShareAddress } from '@marathon/shared/page-share';
import { buildSiteRoutes, landingSiteRoute } from '@marathon/shared/site-routes';
import { withHost } from '@marathon/shared/url';
import type { WindowLike } from 'dompurify';

/** What a chat app shows for a page of the site, and where the person who opens the link lands. */
export interface PageTags {
  title: string;
  description: string;
  /**
   * The page's own picture (an absolute http(s) address), or null where the page has none and the site no logo:
   * what its preview card is drawn from (`share-card/`), never the preview image itself.
   */
  image: string | null;
  siteName: string;
  /** The page's address in the site (a hash route). */
  target: string;
  /** The canonical share address's path and query (`/p/…`, in the page's language). */
  sharePath: string;
}

/** Descriptions are cut here: chat apps show two or three lines of it. */
const DESCRIPTION_CHARS = 120;
/** How many item titles a list's description names. */
const LIST_TITLES = 3;

/** Runs of white space (new lines, tabs, non-breaking spaces) as one space, and control characters gone. */
function plain(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `max` characters (whole code points), with an ellipsis where it was cut. */
export function trimmed(text: string, max = DESCRIPTION_CHARS): string {
  const chars = [...plain(text)];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const BLOCKS = 'li, h1, h2, h3, h4, h5, h6, div, br, td, th, blockquote, pre, dt, dd';

interface ServerDom {
  sanitize: (html: string) => string;
  document: Document;
}

let dom: ServerDom | undefined;
function serverDom(window: WindowLike & { document: Document }): ServerDom {
  dom ??= { sanitize: sanitizerFor(window), document: window.document };
  return dom;
}

/**
 * The plain text of a document's first paragraph (else all its text) and its first picture, read from its HTML after the site's own
 * sanitizer, in an inert template (nothing in it loads or runs).
 */
export function readDocumentHtml(
  html: string,
  window: WindowLike & { document: Document },
): { text: string; image: string | null } {
  if (!html.trim()) return { text: '', image: null };
  const { sanitize, document } = serverDom(window);
  const template = document.createElement('template');
  template.innerHTML = sanitize(html);
  const content = template.content;
  // The first paragraph with words in it: a heading above it says less than the paragraph does.
  const paragraph = [...content.querySelectorAll('p')]
    .map((element) => plain(element.textContent ?? ''))
    .find((text) => text !== '');
  // Without a paragraph, all its text: blocks kept apart by a space, as a reader sees them.
  for (const block of content.querySelectorAll(BLOCKS)) block.after(' ');
  const image = content.querySelector('img[src]')?.getAttribute('src')?.trim() || null;
  return { text: paragraph ?? plain(content.textContent ?? ''), image };
}

/** An address made absolute on the image host; null when it would not be a web address. */
function absoluteImage(path: string | null | undefined, imageHost: string): string | null {
  if (!path) return null;
  const url = withHost(path, imageHost);
  return /^https?:\/\//i.test(url) ? url : null;
}

export interface TagInputs {
  cloud: CloudConfig;
  language: Language;
  /** The route path asked for (`/race-information/race-rules`), and a list item's id. */
  path: string;
  id: string | null;
  imageHost: string;
  showCharity: boolean;
  window: WindowLike & { document: Document };
}

/**
 * The tags of the page at a route path: a document's title and first paragraph (its summary where it has one)
 * and its first picture; a list's title and its first items' titles; any other page its title. The site's logo
 * where the page has no picture. Null when the site has no such page (or the list no such item).
 */
export function pageTags(inputs: TagInputs): PageTags | null {
  const { cloud, language, id, imageHost } = inputs;
  const routes = buildSiteRoutes(cloud, { showCharity: inputs.showCharity });
  const { path, route } = landingSiteRoute(routes, inputs.path);
  if (!route?.component) return null;
  const siteName = localized(language, cloud.settings.websiteTitle, cloud.settings.websiteTitleEn);
  const logo = absoluteImage(cloud.settings.logo, imageHost);
  const routeTitle = localized(language, route.meta.title, route.meta.titleEn);
  const items = asList(findContent(cloud.data, route.meta.dataPath?.trim() ?? ''));
  const at = (item: DocumentItem | null) => ({
    target: `/#${path}${item && id !== null ? `?id=${encodeURIComponent(id)}` : ''}`,
    sharePath: pageShareAddress('', path, item && id !== null ? id : null, language),
  });
  const documentTags = (item: DocumentItem): PageTags => {
    const title = plain(localized(language, item.title, item.titleEn)) || routeTitle;
    const body = readDocumentHtml(localized(language, item.content, item.contentEn), inputs.window);
    const summary = plain(localized(language, item.summary, item.summaryEn));
    return {
      title,
      description: trimmed(summary || body.text || title),
      image: absoluteImage(body.image, imageHost) ?? absoluteImage(item.icon, imageHost) ?? logo,
      siteName,
      ...at(item),
    };
  };
  if (id !== null) {
    // An item is opened by id in a list only, as the site itself does.
    if (route.component !== 'DocumentListPage') return null;
    const item = items.find((candidate) => candidate.id === id);
    return item ? documentTags(item) : null;
  }
  if (route.component === 'DocumentPage') {
    const [first] = items;
    return first ? documentTags(first) : null;
  }
  if (route.component === 'HomePage') {
    // The site itself: its name, what it offers, and the first picture of its carousel.
    return {
      title: siteName,
      description:
        language === 'en'
          ? `The official site of ${siteName}: race information, news, sign-up, results and photos.`
          : `${siteName}官方网站：赛事信息、新闻、报名、成绩与照片查询。`,
      image: absoluteImage(cloud.carouselList[0]?.surfacePlotUrl, imageHost) ?? logo,
      siteName,
      ...at(null),
    };
  }
  const listed = [...items]
    .sort((a, b) => Number(b.recommend) - Number(a.recommend) || b.time - a.time)
    .slice(0, LIST_TITLES)
    .map((item) => plain(localized(language, item.title, item.titleEn)))
    .filter((title) => title !== '');
  const separator = language === 'en' ? '; ' : '；';
  return {
    title: routeTitle || siteName,
    description: trimmed(listed.length > 0 ? listed.join(separator) : siteName),
    image: logo,
    siteName,
    ...at(null),
  };
}
