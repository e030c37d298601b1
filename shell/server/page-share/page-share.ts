import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_SHARE_PREFIX } from '@marathon/shared/page-share';
import { languageFromCookie, type Language } from '@marathon/shared/language-cookie';
import { escapeHtml as e } from '../html-escape';
import { notFoundPage } from '../notice-page';
import { serverWindow } from '../server-window';
import { pageTags, type PageTags } from './page-tags';
import type { InternalApi } from '../internal-api/api-client';
import { cloudReader } from './read-cloud';

/** Longer than any route path of the site, and than any list item's id. */
const MAX_PATH = 300;
const MAX_ID = 100;

/**
 * A tiny HTML page: the Open Graph and Twitter tags (and the plain title and description) for the chat app that
 * reads the link, and an immediate move to the page in the site for the person who opens it. Everything taken
 * from the content is plain text here, escaped.
 */
export function pageSharePage(tags: PageTags, language: Language, origin: string): string {
  const url = `${origin}${tags.sharePath}`;
  const image = tags.image
    ? `<meta property="og:image" content="${e(tags.image)}">\n<meta name="twitter:image" content="${e(tags.image)}">\n`
    : '';
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(tags.title)}</title>
<meta name="description" content="${e(tags.description)}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="${e(tags.siteName)}">
<meta property="og:locale" content="${language === 'en' ? 'en_US' : 'zh_CN'}">
<meta property="og:title" content="${e(tags.title)}">
<meta property="og:description" content="${e(tags.description)}">
<meta property="og:url" content="${e(url)}">
${image}<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${e(tags.title)}">
<meta name="twitter:description" content="${e(tags.description)}">
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
}

/** The visitor's language: `?lang=` first (a shared link may name it), then the site's cookie. */
function languageOf(request: FastifyRequest<{ Querystring: { lang?: string } }>): Language {
  const asked = request.query.lang;
  if (asked === 'en' || asked === 'zh') return asked;
  return languageFromCookie(request.headers.cookie);
}

/** `/p/<route path>[?id=<item>]`: the share address of every page of the site, answered with its share tags. */
export function registerPageShares(app: FastifyInstance, options: PageSharesOptions): void {
  const read = cloudReader(options.api);
  app.get<{ Params: { '*': string }; Querystring: { lang?: string; id?: string } }>(
    `${PAGE_SHARE_PREFIX}/*`,
    async (request, reply) => {
      const language = languageOf(request);
      const path = `/${request.params['*']}`.replace(/\/+$/, '') || '/';
      const { id } = request.query;
      reply.type('text/html; charset=utf-8');
      const notFound = () => reply.code(404).header('Cache-Control', 'no-cache').send(notFoundPage(language));
      if (path.length > MAX_PATH || (id !== undefined && (typeof id !== 'string' || id.length > MAX_ID)))
        return notFound();
      // The site's public origin (PUBLIC_ORIGIN) as chat apps see it, its manifest and the domain its content is
      // kept under; `shared` false when they come from the request itself (the local mode), so the page is kept by
      // no shared cache.
      const site = request.site.share;
      const { address: origin, runtime, shared } = site;
      const found = await read(site);
      if ('missing' in found) return notFound();
      if ('unavailable' in found) {
        request.log.warn(
          { path, reason: found.unavailable },
          'page share: the content index could not be read',
        );
        return reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .header('Retry-After', '30')
          .send(UNAVAILABLE[language]);
      }
      const tags = pageTags({
        cloud: found.cloud,
        language,
        path,
        id: id ?? null,
        imageHost: runtime.imageHost,
        showCharity: runtime.features.showCharity,
        window: serverWindow() as Parameters<typeof pageTags>[0]['window'],
      });
      if (!tags) return notFound();
      // Content changes when an editor publishes: a short shared lifetime absorbs a link going round a group chat.
      // The page depends on the path, the query (?lang, ?id) and the language cookie, and on nothing a request
      // says about the host: built from the configured origin only, or else kept by the browser alone.
      return reply
        .header('Cache-Control', shared ? 'public, max-age=60' : 'private, max-age=60')
        .header('Vary', 'Cookie')
        .send(pageSharePage(tags, language, origin));
    },
  );
}
