import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PAGE_SHARE_PREFIX } from '@marathon/shared/page-share';
import { languageFromCookie, type Language } from '@marathon/shared/language-cookie';
import { escapeHtml as e } from '../html-escape';
import { notFoundPage } from '../notice-page';
import { serverWindow } from '../server-window';
import { pageTags, type PageTags } from './page-tags';
import type { InternalApi } from '../internal-api/api-client';
import { cardImageTags, SHARE_CARD_PATH, shareCardAddress, type ShareCards } from '../share-card/share-cards';
import type { OriginSite } from '../site-context';
import { cloudReader, type CloudRead } from './read-cloud';

/** Longer than any route path of the site, and than any list item's id. */
const MAX_PATH = 300;
const MAX_ID = 100;

/**
 * The Open Graph and X tags of a page of the site, with its preview card: what a chat app or a social site reads
 * from the page's share address, and from the home page itself. Everything taken from the content is escaped.
 */
export function openGraphTags(
  tags: Pick<PageTags, 'title' | 'description' | 'siteName'>,
  language: Language,
  { url, card, type }: { url: string; card: string; type: 'article' | 'website' },
): string {
  return `<meta property="og:type" content="${type}">
<meta property="og:site_name" content="${e(tags.siteName)}">
<meta property="og:locale" content="${language === 'en' ? 'en_US' : 'zh_CN'}">
<meta property="og:title" content="${e(tags.title)}">
<meta property="og:description" content="${e(tags.description)}">
<meta property="og:url" content="${e(url)}">
${cardImageTags(card, tags.title)}
<meta name="twitter:title" content="${e(tags.title)}">
<meta name="twitter:description" content="${e(tags.description)}">`;
}

/**
 * A tiny HTML page: the share tags (and the plain title and description) for the chat app that reads the link,
 * and an immediate move to the page in the site for the person who opens it.
 */
export function pageSharePage(
  tags: PageTags,
  language: Language,
  origin: string,
  /** The page's preview card (PNG) on the share origin. */
  card: string,
): string {
  const url = `${origin}${tags.sharePath}`;
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(tags.title)}</title>
<meta name="description" content="${e(tags.description)}">
${openGraphTags(tags, language, { url, card, type: 'article' })}
<link rel="canonical" href="${e(url)}">
<meta http-equiv="refresh" content="0; url=${e(tags.target)}">
</head>
<body>
<p><a href="${e(tags.target)}">${e(tags.title)}</a></p>
</body>
</html>
`;
}

const UNAVAILABLE = {
  zh: `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>暂时无法打开 · Page unavailable</title></head>
<body><p>网站内容暂时无法读取，请稍后刷新本页。</p><p lang="en">The site's content cannot be read just now: please reload this page in a moment.</p>
<p><a href="/">返回首页 · Home</a></p></body></html>
`,
  en: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Page unavailable · 暂时无法打开</title></head>
<body><p>The site's content cannot be read just now: please reload this page in a moment.</p><p lang="zh-CN">网站内容暂时无法读取，请稍后刷新本页。</p>
<p><a href="/">Home · 返回首页</a></p></body></html>
`,
} as const;

export interface PageSharesOptions {
  api: InternalApi;
  /** The preview cards, drawn once per page, content version and language. */
  cards: ShareCards;
}

/** What a page's tags are made from: the request's share site, the content index read and what was asked. */
interface TagsRequest {
  site: Pick<OriginSite, 'address' | 'runtime'>;
  found: Extract<CloudRead, { cloud: unknown }>;
  language: Language;
  path: string;
  id: string | null;
}

/** Tags kept: every page, item and language of the site's few domains, for one content version or two. */
const MAX_TAGS = 1_000;

/**
 * A page's tags, made once per content version (reading a document's HTML through the sanitizer is most of a
 * share page's cost): a link going round a group chat, and its card, are tags looked up.
 */
function keptTags(): (request: TagsRequest) => PageTags | null {
  const kept = new LRUCache<string, { tags: PageTags | null }, TagsRequest>({
    max: MAX_TAGS,
    memoMethod: (_key, _old, { context: { site, found, language, path, id } }) => ({
      tags: pageTags({
        cloud: found.cloud,
        language,
        path,
        id,
        imageHost: site.runtime.imageHost,
        showCharity: site.runtime.features.showCharity,
        window: serverWindow() as Parameters<typeof pageTags>[0]['window'],
      }),
    }),
  });
  return (request) =>
    kept.memo(
      `${request.site.address} ${request.found.version} ${request.language} ${request.path} ${request.id ?? ''}`,
      { context: request },
    ).tags;
}

/** The visitor's language: `?lang=` first (a shared link may name it), then the site's cookie. */
function languageOf(request: FastifyRequest<{ Querystring: { lang?: string } }>): Language {
  const asked = request.query.lang;
  if (asked === 'en' || asked === 'zh') return asked;
  return languageFromCookie(request.headers.cookie);
}

/** A route path as asked (`/p/<path>` or a card's `?path=`): without trailing slashes, `/` for the home page. */
const routePathOf = (path: string): string => `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';

/**
 * The home page's share tags for a request (its share origin and the visitor's language), with the version of the
 * content they were made from; none without content.
 */
export type HomeShareTags = (
  request: FastifyRequest,
  language: Language,
) => Promise<{ html: string; version: string }>;

/**
 * `/p/<route path>[?id=<item>]`: the share address of every page of the site, answered with its share tags; and
 * `/share-card.png?path=…`: its preview card. Answers the home page's tags for the other pages that carry them
 * (the phone site's).
 */
export function registerPageShares(app: FastifyInstance, options: PageSharesOptions): HomeShareTags {
  const read = cloudReader(options.api);
  const tagsOf = keptTags();
  /** The page's tags, or the answer that replaces them (no such page, the index away). */
  const tagsFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { language, path, id }: { language: Language; path: string; id: unknown },
  ): Promise<{ tags: PageTags; found: Extract<CloudRead, { cloud: unknown }> } | null> => {
    // null: the reply is answered already (no such page, the index away); the route returns it as it is.
    const notFound = () => {
      void reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(notFoundPage(language));
      return null;
    };
    if (path.length > MAX_PATH || (id !== undefined && (typeof id !== 'string' || id.length > MAX_ID)))
      return notFound();
    // The site's public origin (PUBLIC_ORIGIN) as chat apps see it, its manifest and the domain its content is
    // kept under.
    const site = request.site.share;
    const found = await read(site);
    if ('missing' in found) return notFound();
    if ('unavailable' in found) {
      request.log.warn(
        { path, reason: found.unavailable },
        'page share: the content index could not be read',
      );
      void reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .header('Retry-After', '30')
        .type('text/html; charset=utf-8')
        .send(UNAVAILABLE[language]);
      return null;
    }
    const tags = tagsOf({ site, found, language, path, id: typeof id === 'string' ? id : null });
    return tags ? { tags, found } : notFound();
  };
  // Content changes when an editor publishes: a short shared lifetime absorbs a link going round a group chat. The
  // answers depend on the path, the query (?lang, ?id) and the language cookie, and on nothing a request says about
  // the host: built from the configured origin only, or else (`shared` false: the local mode's request's own) kept
  // by the browser alone.
  const lifetime = (request: FastifyRequest, seconds: number) =>
    `${request.site.share.shared ? 'public' : 'private'}, max-age=${seconds}`;

  app.get<{ Params: { '*': string }; Querystring: { lang?: string; id?: string } }>(
    `${PAGE_SHARE_PREFIX}/*`,
    async (request, reply) => {
      const language = languageOf(request);
      const path = routePathOf(request.params['*']);
      const made = await tagsFor(request, reply, { language, path, id: request.query.id });
      if (!made) return reply;
      const origin = request.site.share.address;
      const card = shareCardAddress(origin, path, request.query.id ?? null, language);
      return reply
        .header('Cache-Control', lifetime(request, 60))
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(pageSharePage(made.tags, language, origin, card));
    },
  );

  app.get<{ Querystring: { path?: string; lang?: string; id?: string } }>(
    SHARE_CARD_PATH,
    async (request, reply) => {
      const language = languageOf(request);
      const path = routePathOf(typeof request.query.path === 'string' ? request.query.path : '/');
      const { id } = request.query;
      const made = await tagsFor(request, reply, { language, path, id });
      if (!made) return reply;
      const { tags, found } = made;
      const site = request.site.share;
      const png = await options.cards.card(
        `${site.address} ${found.version} ${language} ${path} ${id ?? ''}`,
        {
          siteName: tags.siteName,
          title: tags.title,
          language,
          picture: tags.image,
          runtime: site.runtime,
        },
      );
      return reply
        .header('Cache-Control', lifetime(request, 300))
        .header('Vary', 'Cookie')
        .type('image/png')
        .send(png);
    },
  );
  return async (request, language) => {
    const site = request.site.share;
    const found = await read(site);
    if (!('cloud' in found)) return { html: '', version: 'none' };
    const tags = tagsOf({ site, found, language, path: '/', id: null });
    const html = tags
      ? openGraphTags(tags, language, {
          url: `${site.address}/`,
          card: shareCardAddress(site.address, '/', null, language),
          type: 'website',
        })
      : '';
    return { html, version: found.version };
  };
}
