import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_PATHS,
  cloudConfigSchema,
  endpoints,
  siteConfigSchema,
  translationFileSchema,
} from '@marathon/shared/api';
import {
  HTML_LANG,
  PAGE_LANGUAGE_ATTRIBUTE,
  languageFromCookie,
  type Language,
} from '@marathon/shared/language-cookie';
import {
  STARTUP_DATA_ID,
  parseRuntimeConfig,
  type RuntimeConfig,
  type StartupData,
} from '@marathon/shared/contracts';
import { withHost } from '@marathon/shared/url';
import { escapeHtml } from './html-escape';
import { firstPaintHtml } from './first-paint';
import { scriptJson } from './script-json';

/** A start-up read that takes longer than this is left to the browser: the page must not wait on a slow API. */
const READ_TIMEOUT_MS = 1_500;
/** Pages kept compressed (per domain, language and manifest): a few for real sites, bounded for made-up hosts. */
const MAX_PAGES = 64;

export interface StartupPageOptions {
  /** The shell's built index.html. */
  indexFile: string;
  /** Where this server reaches the API (the local one; not necessarily the public address). */
  apiUrl: string;
  /** The run-time manifest the visitor's browser would fetch for this request. */
  runtimeFor: (request: FastifyRequest) => RuntimeConfig;
  /** Whether the page asks for its route's remote code from the HTML (default); a one-bundle build has none. */
  remoteCode?: boolean;
}

const FIRST_PAINT_PATHS = new Set(['/', '/index.html']);
const HTML_TAG = /<html\b[^>]*>/;
const RUNTIME_CONFIG_PRELOAD = /\s*<link rel="preload" href="\/runtime-config\.json"[^>]*>/;

interface Envelope {
  code: number;
  data: unknown;
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
  const template = readFileSync(options.indexFile, 'utf8');
  const plain = encodings(template);
  // Page views that arrive while the answers are being read share that read; the compressed page is kept while
  // the answers stay the same, so only a content edit costs a new compression.
  const reading = new Map<string, Promise<StartupData | null>>();
  const made = new Map<string, { version: string; page: Encodings }>();
  // What the last read found the domain bound to: the next read asks its second round with it at once.
  const lastBinding = new Map<string, Binding>();

  const read = (runtime: RuntimeConfig, domainName: string): Promise<StartupData | null> => {
    const key = `${domainName} ${JSON.stringify(runtime)}`;
    const pending = reading.get(key);
    if (pending) return pending;
    const data = readStartupData(options.apiUrl, runtime, domainName, lastBinding.get(key))
      .then((found) => {
        if (!found) return null;
        if (lastBinding.size >= MAX_PAGES) lastBinding.clear();
        lastBinding.set(key, found.binding);
        return found.data;
      })
      .catch(() => null)
      .finally(() => reading.delete(key));
    reading.set(key, data);
    return data;
  };

  const pageFor = async (
    runtime: RuntimeConfig,
    domainName: string,
    language: Language,
    paint: boolean,
  ): Promise<Encodings> => {
    const data = await read(runtime, domainName);
    if (!data) return plain;
    const key = `${domainName} ${language} ${paint} ${JSON.stringify(runtime)}`;
    const version = createHash('sha1').update(JSON.stringify(data)).digest('base64');
    const kept = made.get(key);
    if (kept?.version === version) return kept.page;
    let page: Encodings;
    // Whatever goes wrong in writing the data or the first paint, the visitor still gets the page as built.
    try {
      page = encodings(pageWith(template, data, language, paint, options.remoteCode ?? true));
    } catch {
      return plain;
    }
    // Any Host header reaches here: made-up host names must not grow the map without end.
    if (made.size >= MAX_PAGES) made.clear();
    made.set(key, { version, page });
    return page;
  };

  return async (request, reply) => {
    const page = await pageFor(
      options.runtimeFor(request),
      request.hostname.replace(/:\d+$/, '').toLowerCase(),
      languageFromCookie(request.headers.cookie),
      // The site's own page has the header, menu and banner; another page made from index.html (the member
      // centre's) looks different and paints itself.
      FIRST_PAINT_PATHS.has(request.url.split('?')[0] ?? ''),
    );
    const accepted = String(request.headers['accept-encoding'] ?? '');
    // The phone redirect already varies the page by User-Agent and Cookie: add to its list, do not replace it.
    const vary = reply.getHeader('Vary');
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    return reply.send(page.plain);
  };
}

/** A page is compressed once when it is made, not once per visitor. */
interface Encodings {
  plain: string;
  br: Buffer;
  gzip: Buffer;
}

function encodings(page: string): Encodings {
  return {
    plain: page,
    br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(page, { level: 9 }),
  };
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
  apiUrl: string,
  runtime: RuntimeConfig,
  domainName: string,
  guess: Binding | undefined,
): Promise<{ data: StartupData; binding: Binding } | null> {
  // The browser's addresses are public; this server reaches the API (and its file host) on its own address.
  const local = (url: string) =>
    url.startsWith(runtime.apiBase) ? `${apiUrl}${url.slice(runtime.apiBase.length)}` : url;
  const json = async (url: string, init?: RequestInit): Promise<unknown> => {
    const response = await fetch(local(url), { ...init, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
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
          .catch(() => null),
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
 * The page with the data block and the first banner's preload. Early connections are not written here: the
 * server's `Link` header (`preconnectLinkHeader`) announces them with every shell page, this one included.
 */
export function pageWith(
  template: string,
  data: StartupData,
  language: Language,
  paint = true,
  remoteCode = true,
): string {
  const banner = firstBanner(data);
  const head = [
    ...(banner ? [`<link rel="preload" as="image" href="${escapeHtml(banner)}" fetchpriority="high">`] : []),
    `<script type="application/json" id="${STARTUP_DATA_ID}">${scriptJson(data)}</script>`,
  ].join('\n    ');
  const first = paint
    ? firstPaintHtml(data.cloud, data.siteConfig, data.runtime, language, remoteCode)
    : null;
  // The manifest is in the data: the page's own preload of it would fetch it for nothing. The page is in the
  // visitor's language from its first paint, and names it for the scripts, which then need not read the cookie.
  const withHead = template
    .replace(HTML_TAG, (tag) =>
      tag
        .replace(/\s+lang="[^"]*"/, '')
        .replace(/>$/, ` lang="${HTML_LANG[language]}" ${PAGE_LANGUAGE_ATTRIBUTE}="${language}">`),
    )
    .replace(RUNTIME_CONFIG_PRELOAD, '')
    .replace('</head>', `    ${head}${first ? `\n    ${first.head}` : ''}\n  </head>`);
  return first ? withHead.replace('<div id="root">', `${first.body}<div id="root">`) : withHead;
}
