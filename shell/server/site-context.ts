import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { preconnectLinkHeader, type RuntimeConfig } from '@marathon/shared/contracts';
import { languageFromCookie } from '@marathon/shared/language-cookie';
import type { HostStanding } from './bound-domains';
import { noticePage } from './notice-page';
import {
  makeRuntimeConfig,
  MOBILE_SITE_PATH,
  originText,
  publicOriginOf,
  type PublicOrigin,
  type RuntimeConfigOptions,
} from './runtime-config';
import { contentSecurityPolicy } from './security-headers';

/** What the shell's server knows of one public origin: made once per origin, shared by its requests. */
export interface OriginSite {
  origin: PublicOrigin;
  /** `scheme://host[:port]` as the visitor wrote it. */
  address: string;
  /** The domain the site's content and race are bound under: the host name, lower case. */
  domainName: string;
  /** The run-time manifest a browser of this origin fetches. */
  runtime: RuntimeConfig;
  /** The shell page's Content-Security-Policy and Link header, made from that manifest. */
  pagePolicy: string;
  pageLinks: string;
  /**
   * Where phones are sent from the site's page: our own phone site as a path on this origin (a redirect names
   * no host a request could have made up), or the configured mobile site; none when phones are not sent.
   */
  phoneSite: string | undefined;
}

/**
 * The site context of one request, computed once when it arrives (`request.site`): the origin the visitor used, and
 * the one share pages are written for (PUBLIC_ORIGIN when configured, else the visitor's).
 */
export interface SiteContext extends OriginSite {
  /** Share pages name the site by this origin; `shared` false when it is the request's own (local mode). */
  share: OriginSite & { shared: boolean };
}

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteContext;
  }
}

/** Origins whose site is kept: the site's few names (unknown hosts are refused before one is made). */
const MAX_ORIGINS = 64;

/** Answered for any host (a load balancer's or container's check names an address, not the site). */
const ANY_HOST_PATHS = new Set(['/health']);

/** The address the visitor used: the proxy's, when trusted (Fastify reads X-Forwarded-* only then). */
export function publicOrigin(request: FastifyRequest): PublicOrigin {
  const port = Number(request.port);
  return {
    protocol: request.protocol === 'https' ? 'https' : 'http',
    hostname: request.hostname,
    ...(Number.isInteger(port) && port > 0 ? { port } : {}),
  };
}

/** Each origin's site made once: a manifest is a schema check, the policy and links a walk over it. */
export function originSites(
  options: RuntimeConfigOptions,
  inlineScripts: readonly string[],
): (origin: PublicOrigin) => OriginSite {
  const sites = new LRUCache<string, OriginSite, PublicOrigin>({
    max: MAX_ORIGINS,
    memoMethod: (address, _old, { context: origin }) => {
      const runtime = makeRuntimeConfig(origin, options);
      const ownPhoneSite = `${address}${MOBILE_SITE_PATH}`;
      return {
        origin,
        address,
        domainName: origin.hostname.toLowerCase(),
        runtime,
        pagePolicy: contentSecurityPolicy(runtime, inlineScripts),
        pageLinks: preconnectLinkHeader(runtime, address),
        phoneSite: runtime.mobileSite === ownPhoneSite ? MOBILE_SITE_PATH : runtime.mobileSite,
      };
    },
  });
  return (origin) => sites.memo(originText(origin), { context: origin });
}

export interface SiteContextOptions {
  site: (origin: PublicOrigin) => OriginSite;
  /** PUBLIC_ORIGIN, when configured. */
  publicOrigin: string | null;
  /** Whether a host is a domain bound to a race; none: every host is served (a stand-alone test server). */
  standing: ((domainName: string) => Promise<HostStanding>) | null;
}

/**
 * Gives every request its site context before anything else runs, and refuses a host that is not a domain bound
 * to a race before anything is read or made for it: a bilingual page saying so (404), no manifest, no redirect, no
 * read of the API. While the list of bound domains cannot be read yet (a server started while the API is away), a
 * deployment with a configured public origin serves that origin's host only and tells any other that the site
 * cannot be reached just now (503), rather than calling it unbound; the local mode serves its loopback names.
 */
export function registerSiteContext(app: FastifyInstance, options: SiteContextOptions): void {
  const configured = options.publicOrigin ? options.site(publicOriginOf(options.publicOrigin)) : null;
  app.decorateRequest('site', null as unknown as SiteContext);
  app.addHook('onRequest', async (request, reply) => {
    if (ANY_HOST_PATHS.has(request.url.split('?')[0] ?? '')) return;
    const site = options.site(publicOrigin(request));
    const standing = options.standing ? await options.standing(site.domainName) : 'bound';
    const refuse = (notice: 'notBound' | 'unavailable') =>
      reply
        .code(notice === 'notBound' ? 404 : 503)
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(noticePage(notice, languageFromCookie(request.headers.cookie)));
    if (standing === 'unknown') return refuse('notBound');
    if (standing === 'unsure' && configured && site.domainName !== configured.domainName) {
      return refuse('unavailable');
    }
    request.site = {
      ...site,
      share: configured ? { ...configured, shared: true } : { ...site, shared: false },
    };
  });
}
