import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { languageFromCookie, type Language } from '@marathon/shared/language-cookie';
import { STARTUP_DATA_ID, type StartupData } from '@marathon/shared/contracts';
import { withHost } from '@marathon/shared/url';
import { apiAwayNotice } from './api-away-notice';
import { encodedPage, sendEncoded, type EncodedPage } from './encoded-page';
import { bannerPreloadHtml } from './first-paint/preload-banner';
import type { FirstPaints } from './first-paint/first-paints';
import type { FirstPaint } from './first-paint/fragment-source';
import { paintPage } from './first-paint/paint';
import type { InternalApi } from './internal-api/api-client';
import { KeptReads } from './kept-reads';
import { MadePages } from './made-pages';
import { builtAssetReader, PageTemplate } from './page-template';
import { routePreloadHtml } from './route-preloads';
import { openGraphTags } from './page-share/page-share';
import { pageTags } from './page-share/page-tags';
import { scriptJson } from './script-json';
import { shareCardAddress } from './share-card/share-cards';
import { serverWindow } from './server-window';
import type { OriginSite } from './site-context';
import { readStartupData, type StartupRead } from './startup-data';

/**
 * How long a page view may wait for the API and the remotes' first paints: past it the page goes out as built (or
 * without a remote's views), and the shell reads whatever is missing itself. A slow API never holds a visitor.
 */
const PAGE_BUDGET_MS = 1_500;
/** How long a painted page's moment holds before its views are drawn again. */
const CLOCK_STEP_MS = 60_000;
/**
 * How long one read of the start-up answers serves the page views after it: a burst of visitors costs the API a
 * read a second, and an editor's change shows a second later. A failed read holds as long, so an API away is
 * asked once a second, not once per view.
 */
const READ_KEEP_MS = 1_000;
/**
 * How long the answers of an earlier read are still served while a newer read is under way: an API slowed by a
 * race-day crowd (or briefly away) delays an editor's change, never a visitor's page. Past it, a view waits.
 */
const SERVE_STALE_MS = 10 * 60_000;
/** A domain's pages going out without their data are logged at most this often. */
const WARN_EVERY_MS = 60_000;
/** Domains warned about in one such while, at most. */
const MAX_WARNED = 16;
/** Domains (origins) whose reads and pages are kept: the site's few names; unknown hosts never get here. */
const MAX_SITES = 64;

export interface StartupPageOptions {
  /** The shell's built index.html. */
  indexFile: string;
  /** The internal client of the API (and its file host). */
  api: InternalApi;
  /** How long one read serves the views after it (default a second; 0: every view after it reads again). */
  keepReadsMs?: number;
  /** How long an earlier read is served while a newer one is read (default ten minutes; 0: views wait). */
  serveStaleMs?: number;
  /**
   * The request's site: its origin's manifest and domain, and the origin share tags name (`request.site`, see
   * site-context.ts).
   */
  siteFor: (request: FastifyRequest) => StartupSite;
  /** The remotes' first paints; none paints only the shell's frame. */
  firstPaints?: FirstPaints | null;
  log: FastifyBaseLogger;
}

/** What a page is made for: the request's origin, its manifest and domain, and the origin shares name. */
type StartupSite = Pick<OriginSite, 'address' | 'domainName' | 'runtime'> & {
  share: Pick<OriginSite, 'address'>;
};

/** The site's own page has the header, menu and the route's view; another page from index.html paints itself. */
const FIRST_PAINT_PATHS = new Set(['/', '/index.html']);

/** A version of a page to make, what it is made of and when it must be sent. */
interface PageToMake {
  key: string;
  version: string;
  /** The data and the first paints' versions alone (the version without its moment). */
  source: string;
  read: Extract<StartupRead, { data: StartupData }>;
  paints: FirstPaint[];
  language: Language;
  paint: boolean;
  deadline: number;
  /** The origin the page's share tags name. */
  shareAddress: string;
}

/**
 * The shell's index.html with the start-up data written in: the browser starts rendering from the document and
 * the first banner image is fetched with the HTML, instead of after a chain of six requests behind the scripts.
 * Nothing is inlined for a domain no race is bound to, or when the API has not answered: the shell then reads
 * everything itself, as a page served from a CDN without this server does. When the API is away and the page
 * carries the answers of an earlier read, it says, in the visitor's language, what cannot be used just now.
 */
export function startupPage(
  options: StartupPageOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const template = new PageTemplate(
    readFileSync(options.indexFile, 'utf8'),
    builtAssetReader(options.indexFile),
  );
  const plain = encodedPage(template.built);
  const warned = new LRUCache<string, true>({ max: MAX_WARNED, ttl: WARN_EVERY_MS, ttlAutopurge: true });
  // An operator learns why pages go out without their data (a domain not bound yet, its content missing, the API
  // away), once a minute per domain rather than once per view.
  const warn = (domainName: string, reason: string) => {
    if (warned.has(domainName) || warned.size >= MAX_WARNED) return;
    warned.set(domainName, true);
    options.log.warn({ domainName, err: reason }, 'startup page: sent without its data');
  };
  // Page views that arrive while the answers are being read share that read, and the answers serve the views of
  // the next second; past it a view still gets the answers at once while one read refreshes them. A read starts
  // its second round with the binding the read before found.
  const reads = new KeptReads<StartupRead, Pick<OriginSite, 'domainName' | 'runtime'>>({
    max: MAX_SITES,
    freshMs: options.keepReadsMs ?? READ_KEEP_MS,
    staleMs: options.serveStaleMs ?? SERVE_STALE_MS,
    load: async (_key, site, previous) => {
      const before = previous && 'data' in previous ? previous : undefined;
      const read = await readStartupData(options.api, site.runtime, site.domainName, {
        guess: previous && 'binding' in previous ? previous.binding : undefined,
        timeoutMs: PAGE_BUDGET_MS,
        log: options.log,
      }).catch((error: unknown) => ({ unavailable: (error as Error).message }));
      if ('unbound' in read) warn(site.domainName, `no race or site is bound to ${site.domainName}`);
      if (!('unavailable' in read)) return read;
      warn(site.domainName, read.unavailable);
      // The last good read stands in, marked: the page says what cannot be used just now.
      if (before) return { ...before, away: read.unavailable };
      return previous && 'binding' in previous && previous.binding
        ? { unavailable: read.unavailable, binding: previous.binding }
        : read;
    },
  });
  const made = new MadePages<EncodedPage>(MAX_SITES);
  // Views arriving while a version's page is being made wait for that one page (nothing kept here: `made` keeps
  // the complete ones).
  const making = new KeptReads<EncodedPage, PageToMake>({
    max: MAX_SITES,
    freshMs: 0,
    keep: () => false,
    load: (_key, page) => makePage(page),
  });

  const pageFor = async (site: StartupSite, language: Language, paint: boolean): Promise<EncodedPage> => {
    const deadline = Date.now() + PAGE_BUDGET_MS;
    const [read, paints] = await Promise.all([
      reads.read(site.address, site),
      paint && options.firstPaints ? options.firstPaints.current() : Promise.resolve([]),
    ]);
    if (!('data' in read)) return plain;
    const key = `${site.address} ${language} ${paint}`;
    const source = `${read.version}${read.away ? ' away' : ''} ${paints.map((first) => first.version).join(' ')}`;
    // Painted views say what holds at the moment they are drawn (a sign-up window that opens): drawn anew each
    // minute, a few dozen views at most.
    const version = paint ? `${source} ${Math.floor(Date.now() / CLOCK_STEP_MS)}` : source;
    const kept = made.current(key, version);
    if (kept) return kept;
    // Under a crowd a page whose views are not ready in time is not kept, and each view making its own (a check of
    // the frame, two compressions) would cost the server more the busier it is.
    return making.read(`${key}\n${version}`, {
      key,
      version,
      source,
      read,
      paints,
      language,
      paint,
      deadline,
      shareAddress: site.share.address,
    });
  };

  const makePage = async ({
    key,
    version,
    source,
    read,
    paints,
    language,
    paint,
    deadline,
    shareAddress,
  }: PageToMake) => {
    // Whatever goes wrong in writing the data or the first paint, the visitor still gets the page as built.
    try {
      const painted = paint
        ? await paintPage({
            startup: read.data,
            language,
            paints,
            views: (first, requests) =>
              options.firstPaints?.views(first, requests, `${read.version} ${language}`) ??
              Promise.reject(new Error('no first paints')),
            deadline,
            window: serverWindow(),
            log: options.log,
          })
        : null;
      const complete = painted?.complete !== false;
      // A new minute's views still drawing (a busy server): the minute before's page of the same data is better
      // than a page without them.
      const earlier = complete ? undefined : made.earlier(key, source);
      if (earlier) return earlier;
      const page = encodedPage(
        pageWith(template, read.data, language, painted, {
          apiAway: read.away !== undefined,
          shareTags: homeShareTags(read.data, language, shareAddress),
        }),
      );
      if (complete) made.keep(key, { version, source, page });
      return page;
    } catch (error) {
      options.log.error({ err: (error as Error).message }, 'startup page: sent as built');
      return plain;
    }
  };

  return async (request, reply) => {
    const page = await pageFor(
      options.siteFor(request),
      languageFromCookie(request.headers.cookie),
      FIRST_PAINT_PATHS.has(request.url.split('?')[0] ?? ''),
    );
    // The phone redirect already varies the page by User-Agent and Cookie: sendEncoded adds to its list.
    return sendEncoded(request, reply, page);
  };
}

/**
 * The home page's share tags, for a chat app or social site reading the site's own address: the site's name, what
 * it offers, and the home page's preview card (its first carousel picture).
 */
function homeShareTags(data: StartupData, language: Language, shareAddress: string): string {
  const tags = pageTags({
    cloud: data.cloud,
    language,
    path: '/',
    id: null,
    imageHost: data.runtime.imageHost,
    showCharity: data.runtime.features.showCharity,
    window: serverWindow() as Parameters<typeof pageTags>[0]['window'],
  });
  if (!tags) return '';
  return openGraphTags(tags, language, {
    url: `${shareAddress}/`,
    card: shareCardAddress(shareAddress, '/', null, language),
    type: 'website',
  });
}

/** The home page's first carousel slide: the largest thing the visitor sees, fetched with the document. */
function firstBanner(data: StartupData): string | null {
  const image = data.cloud.carouselList[0]?.surfacePlotUrl;
  return image ? withHost(image, data.runtime.imageHost) : null;
}

/**
 * The page with the data block, the first banner's preload, the first paint and the route's code asked for from
 * the HTML, and (the API away) the notice of what cannot be used. Early connections are not written here: the
 * server's `Link` header (`preconnectLinkHeader`) announces them with every shell page, this one included.
 */
export function pageWith(
  template: PageTemplate,
  data: StartupData,
  language: Language,
  painted: { head: string; body: string } | null,
  { apiAway = false, shareTags = '' }: { apiAway?: boolean; shareTags?: string } = {},
): string {
  const banner = firstBanner(data);
  // The site's own page (painted) asks for its route's code and, at home, its banner; the member centre's paints itself.
  const head = [
    shareTags,
    ...(banner && painted ? [bannerPreloadHtml(banner)] : []),
    `<script type="application/json" id="${STARTUP_DATA_ID}">${scriptJson(data)}</script>`,
    ...(painted ? [painted.head] : []),
  ].join('');
  const body = [
    ...(apiAway ? [apiAwayNotice(language)] : []),
    ...(painted ? [routePreloadHtml(data.cloud, data.runtime), painted.body] : []),
  ].join('');
  return template.render({ language, head, body, painted: painted !== null });
}
