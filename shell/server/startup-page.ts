import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  CONTENT_PATHS,
  cloudConfigSchema,
  endpoints,
  siteConfigSchema,
  translationFileSchema,
} from '@marathon/shared/api';
import { languageFromCookie, type Language } from '@marathon/shared/language-cookie';
import {
  STARTUP_DATA_ID,
  parseRuntimeConfig,
  type RuntimeConfig,
  type StartupData,
} from '@marathon/shared/contracts';
import { internalCallHeaders } from '@marathon/shared/internal-call';
import { withHost } from '@marathon/shared/url';
import { bannerPreloadHtml } from './first-paint/preload-banner';
import type { FirstPaints } from './first-paint/first-paints';
import type { FirstPaint } from './first-paint/fragment-source';
import { paintPage } from './first-paint/paint';
import { MadePages } from './made-pages';
import { KeptReads } from './result-reads';
import { builtAssetReader, PageTemplate } from './page-template';
import { routePreloadHtml } from './route-preloads';
import { scriptJson } from './script-json';
import { serverWindow } from './server-window';

/**
 * How long a page view may wait for the API and the remotes' first paints: past it the page goes out as built (or
 * without a remote's views), and the shell reads whatever is missing itself. A slow API never holds a visitor.
 */
const PAGE_BUDGET_MS = 1_500;
/** How long a painted page's moment holds before its views are drawn again. */
const CLOCK_STEP_MS = 60_000;
/**
 * How long one read of the start-up answers serves the page views after it: a burst of visitors costs the API a
 * read a second, and an editor's change shows a second later.
 */
const READ_KEEP_MS = 1_000;
/** A domain's pages going out without their data are logged at most this often. */
const WARN_EVERY_MS = 60_000;
/**
 * Domains warned about in one such while, at most: any Host header reaches this server, so made-up ones must not
 * flood the log.
 */
const MAX_WARNED = 16;
/**
 * How long the answers of an earlier read are still served while a newer read is under way: an API slowed by a
 * race-day crowd (or briefly away) delays an editor's change, never a visitor's page. Past it, a view waits.
 */
const SERVE_STALE_MS = 10 * 60_000;
/** Pages kept compressed (per domain, language and manifest): a few for real sites, bounded for made-up hosts. */
const MAX_PAGES = 64;

export interface StartupPageOptions {
  /** The shell's built index.html. */
  indexFile: string;
  /** Where this server reaches the API (the local one; not necessarily the public address). */
  apiUrl: string;
  /** This server's key at the API: its reads spend its own budget, not one shared visitor address's. */
  internalApiKey: string | null;
  /** How long one read serves the views after it (default a second; 0: every view after it reads again). */
  keepReadsMs?: number;
  /** How long an earlier read is served while a newer one is read (default ten minutes; 0: views wait). */
  serveStaleMs?: number;
  /** The run-time manifest the visitor's browser would fetch for this request. */
  runtimeFor: (request: FastifyRequest) => RuntimeConfig;
  /** The remotes' first paints; none paints only the shell's frame. */
  firstPaints?: FirstPaints | null;
  /** Whether the page asks for its route's remote code from the HTML (default); a one-bundle build has none. */
  remoteCode?: boolean;
  log: FastifyBaseLogger;
}

/** The site's own page has the header, menu and the route's view; another page from index.html paints itself. */
const FIRST_PAINT_PATHS = new Set(['/', '/index.html']);

interface Envelope {
  code: number;
  data: unknown;
}

/** A page is compressed once when it is made, not once per visitor. */
interface Encodings {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

function encodings(page: string): Encodings {
  return {
    identity: page,
    br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(page, { level: 9 }),
  };
}

/**
 * The shell's index.html with the start-up data written in: the browser starts rendering from the document and
 * the first banner image is fetched with the HTML, instead of after a chain of six requests behind the scripts.
 * Nothing is inlined for a domain no race is bound to, or when the API does not answer in time: the shell then
 * reads everything itself, as a page served from a CDN without this server does.
 */
export function startupPage(
  options: StartupPageOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const template = new PageTemplate(
    readFileSync(options.indexFile, 'utf8'),
    builtAssetReader(options.indexFile),
  );
  const plain = encodings(template.built);
  // Page views that arrive while the answers are being read share that read, and the answers serve the views of
  // the next second. Past that second a view still gets the answers it had at once (stale while revalidated:
  // a visitor never waits for the API when this server has answers) while one read refreshes them; the compressed
  // page is kept while the answers and the first paints stay the same, so only an edit or a deploy costs a new page.
  const reading = new Map<string, Promise<StartupData | null>>();
  const lastGood = new LRUCache<string, { data: StartupData; at: number }>({ max: MAX_PAGES });
  const made = new MadePages<Encodings>(MAX_PAGES);
  // Only the pages being made are shared (nothing kept here: `made` keeps the complete ones).
  const makingPages = new KeptReads<Encodings>(() => false, 0);
  // What the last read found the domain bound to: the next read asks its second round with it at once.
  const lastBinding = new LRUCache<string, Binding>({ max: MAX_PAGES });
  const warned = new LRUCache<string, true>({ max: MAX_WARNED, ttl: WARN_EVERY_MS, ttlAutopurge: true });
  // An operator learns why pages go out without their data (a domain not bound yet, its content missing, the API
  // away), once a minute per domain rather than once per view.
  const warn = (domainName: string, reason: string) => {
    if (warned.has(domainName) || warned.size >= MAX_WARNED) return;
    warned.set(domainName, true);
    options.log.warn({ domainName, err: reason }, 'startup page: sent without its data');
  };
  const keepMs = options.keepReadsMs ?? READ_KEEP_MS;
  const staleMs = options.serveStaleMs ?? SERVE_STALE_MS;

  const readAgain = (
    key: string,
    runtime: RuntimeConfig,
    domainName: string,
  ): Promise<StartupData | null> => {
    const pending = reading.get(key);
    if (pending) return pending;
    const data = readStartupData(options, runtime, domainName, lastBinding.get(key))
      .then((found) => {
        // A domain found unbound (an answer, not a failure) forgets its earlier answers.
        if (!found) {
          lastGood.delete(key);
          warn(domainName, `no race or site is bound to ${domainName}`);
          return null;
        }
        lastBinding.set(key, found.binding);
        lastGood.set(key, { data: found.data, at: Date.now() });
        return found.data;
      })
      // A failed read is not kept: the next view tries again.
      .catch((error: unknown) => {
        warn(domainName, (error as Error).message);
        return null;
      })
      .finally(() => reading.delete(key));
    reading.set(key, data);
    return data;
  };

  const read = (runtime: RuntimeConfig, domainName: string): Promise<StartupData | null> => {
    const key = `${domainName} ${JSON.stringify(runtime)}`;
    const kept = lastGood.get(key);
    const age = kept ? Date.now() - kept.at : Infinity;
    if (kept && age < keepMs) return Promise.resolve(kept.data);
    const fresh = readAgain(key, runtime, domainName);
    if (kept && age < staleMs) return Promise.resolve(kept.data);
    // Nothing kept, or kept too long: this view waits for the read.
    return fresh;
  };

  const pageFor = async (
    runtime: RuntimeConfig,
    domainName: string,
    language: Language,
    paint: boolean,
  ): Promise<Encodings> => {
    const deadline = Date.now() + PAGE_BUDGET_MS;
    const [data, paints] = await Promise.all([
      read(runtime, domainName),
      paint && options.firstPaints ? options.firstPaints.current() : Promise.resolve([]),
    ]);
    if (!data) return plain;
    const key = `${domainName} ${language} ${paint} ${JSON.stringify(runtime)}`;
    const source = createHash('sha1')
      .update(JSON.stringify(data))
      .update(paints.map((first) => first.version).join(' '))
      .digest('base64');
    // Painted views say what holds at the moment they are drawn (a sign-up window that opens): drawn anew each
    // minute, a few dozen views at most.
    const version = paint ? `${source} ${Math.floor(Date.now() / CLOCK_STEP_MS)}` : source;
    const kept = made.current(key, version);
    if (kept) return kept;
    // Views arriving while this version's page is being made wait for it: under a crowd a page whose views are not
    // ready in time is not kept, and each view making its own (a check of the frame, two compressions) would cost
    // the server more the busier it is.
    return makingPages.read(`${key}\n${version}`, () =>
      makePage({ key, version, source, data, paints, language, paint, deadline }),
    );
  };

  const makePage = async ({ key, version, source, data, paints, language, paint, deadline }: PageToMake) => {
    // Whatever goes wrong in writing the data or the first paint, the visitor still gets the page as built.
    try {
      const painted = paint
        ? await paintPage({
            startup: data,
            language,
            paints,
            views: (first, requests) =>
              options.firstPaints?.views(first, requests, `${version} ${language}`) ??
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
      const page = encodings(pageWith(template, data, language, painted, options.remoteCode ?? true));
      if (complete) made.keep(key, { version, source, page });
      return page;
    } catch (error) {
      options.log.error({ err: (error as Error).message }, 'startup page: sent as built');
      return plain;
    }
  };

  return async (request, reply) => {
    const page = await pageFor(
      options.runtimeFor(request),
      request.hostname.replace(/:\d+$/, '').toLowerCase(),
      languageFromCookie(request.headers.cookie),
      FIRST_PAINT_PATHS.has(request.url.split('?')[0] ?? ''),
    );
    // The phone redirect already varies the page by User-Agent and Cookie: add to its list, do not replace it.
    const vary = reply.getHeader('Vary');
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    // The visitor's preference with its q-values; a client that names none gets the page as it is.
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? 'identity'), [...ENCODINGS]) as
      (typeof ENCODINGS)[number] | null | undefined;
    if (encoding === 'br' || encoding === 'gzip')
      return reply.header('Content-Encoding', encoding).send(page[encoding]);
    return reply.send(page.identity);
  };
}

/** A version of a page to make, what it is made of and when it must be sent. */
interface PageToMake {
  key: string;
  version: string;
  /** The data and the first paints' versions alone (the version without its moment). */
  source: string;
  data: StartupData;
  paints: FirstPaint[];
  language: Language;
  paint: boolean;
  deadline: number;
}

/** The two answers the second round of reads depends on. */
interface Binding {
  raceId: string;
  uri: string;
}

/**
 * The API's and file host's answers the shell reads at start-up, fetched side by side. The race's information and
 * the site config depend on the binding's raceId and the site-config reference's uri; with those of the last read
 * (`guess`), they are asked beside the first round and used when the first round confirms them, so a page view
 * usually waits for one round of reads instead of two. Every answer is still read for every view.
 */
async function readStartupData(
  { apiUrl, internalApiKey, log }: Pick<StartupPageOptions, 'apiUrl' | 'internalApiKey' | 'log'>,
  runtime: RuntimeConfig,
  domainName: string,
  guess: Binding | undefined,
): Promise<{ data: StartupData; binding: Binding } | null> {
  // The browser's addresses are public; this server reaches the API (and its file host) on its own address, as
  // itself when it has a key.
  const local = (url: string) =>
    url.startsWith(runtime.apiBase) ? `${apiUrl}${url.slice(runtime.apiBase.length)}` : url;
  const ownHeaders = internalApiKey ? internalCallHeaders(internalApiKey) : {};
  const json = async (url: string, init?: RequestInit): Promise<unknown> => {
    const address = local(url);
    const headers = address === url ? init?.headers : { ...ownHeaders, ...init?.headers };
    const response = await fetch(address, { ...init, headers, signal: AbortSignal.timeout(PAGE_BUDGET_MS) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  };
  const api = async (url: string, init?: RequestInit): Promise<unknown> => {
    const envelope = (await json(`${runtime.apiBase}${url}`, init)) as Envelope;
    if (envelope.code !== 0) throw new Error(`${url}: code ${envelope.code}`);
    return envelope.data;
  };
  const secondRound = ({ raceId, uri }: Binding) =>
    Promise.all([
      api(endpoints.raceBaseInfo.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ raceId }),
      }),
      json(withHost(uri, runtime.fileHost)),
    ]);
  const guessed = guess ? secondRound(guess) : null;
  // Settled at once: a guess the first round contradicts may fail unread.
  guessed?.catch(() => undefined);
  const query = new URLSearchParams({ domainName });
  const files = runtime.translationFiles.length > 0 ? runtime.translationFiles : CONTENT_PATHS.translations;
  const [binding, siteRef, cloud, translations] = await Promise.all([
    api(`${endpoints.websiteDomain.path}?${query}`),
    api(`${endpoints.siteConfig.path}?${query}`),
    json(withHost(CONTENT_PATHS.cloudConfig(domainName), runtime.fileHost)),
    Promise.all(
      files.map((file) =>
        json(withHost(file, runtime.fileHost))
          .then((raw) => translationFileSchema.parse(raw))
          .catch((error: unknown) => {
            // Left out: the page still starts, and the shell fetches the files itself.
            log.warn({ file, err: (error as Error).message }, 'startup page: a translation file left out');
            return null;
          }),
      ),
    ),
  ]);
  // Each answer is checked with the schema the shell would apply to it (an API answer with its endpoint's), and the
  // checked value is what the page carries: the shell uses it as it is. An answer that fails its check throws, and
  // the page carries no data; so does a domain without a race or a site, which the shell then reports itself.
  const bound = endpoints.websiteDomain.answer.parse(binding);
  const ref = endpoints.siteConfig.answer.parse(siteRef);
  if (!bound?.raceId || !ref?.uri) return null;
  const found = { raceId: bound.raceId, uri: ref.uri };
  const [info, siteConfig] =
    guessed && guess?.raceId === found.raceId && guess.uri === found.uri
      ? await guessed
      : await secondRound(found);
  const data: StartupData = {
    domainName,
    runtime: parseRuntimeConfig(runtime),
    binding: bound,
    info: endpoints.raceBaseInfo.answer.parse(info),
    siteConfig: siteConfigSchema.parse(siteConfig),
    cloud: cloudConfigSchema.parse(cloud),
    translations: translations.filter((file) => file !== null),
  };
  return { data, binding: found };
}

/** The home page's first carousel slide: the largest thing the visitor sees, fetched with the document. */
function firstBanner(data: StartupData): string | null {
  const image = data.cloud.carouselList[0]?.surfacePlotUrl;
  return image ? withHost(image, data.runtime.imageHost) : null;
}

/**
 * The page with the data block, the first banner's preload, the first paint and the route's code asked for from
 * the HTML. Early connections are not written here: the server's `Link` header (`preconnectLinkHeader`) announces
 * them with every shell page, this one included.
 */
export function pageWith(
  template: PageTemplate,
  data: StartupData,
  language: Language,
  painted: { head: string; body: string } | null,
  remoteCode = true,
): string {
  const banner = firstBanner(data);
  // The site's own page (painted) asks for its route's code and, at home, its banner; the member centre's paints itself.
  const head = [
    ...(banner && painted ? [bannerPreloadHtml(banner)] : []),
    `<script type="application/json" id="${STARTUP_DATA_ID}">${scriptJson(data)}</script>`,
    ...(painted ? [painted.head] : []),
  ].join('');
  const body = [
    ...(painted && remoteCode ? [routePreloadHtml(data.cloud, data.runtime)] : []),
    ...(painted ? [painted.body] : []),
  ].join('');
  return template.render({ language, head, body, painted: painted !== null });
}
