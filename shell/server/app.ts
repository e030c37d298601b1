import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { MEMBER_CENTRE } from '@marathon/shared/url';
import { trustProxyTest } from '@marathon/shared/trust-proxy';
import { loggingOptions, REQUEST_ID_HEADER } from './access-log';
import { BoundDomains } from './bound-domains';
import type { ShellServerConfig } from './config';
import { FirstPaints } from './first-paint/first-paints';
import { FIRST_PAINT_SCRIPT_HASHES } from './first-paint/script-hashes';
import { InternalApi } from './internal-api/api-client';
import { registerDevInbox } from './local/inbox';
import { registerShellMetrics } from './metrics';
import { readPhoneTemplate, registerPhonePage } from './phone-page';
import { registerPhoneResultPages } from './phone-result-page';
import { registerPhoneRedirect } from './phone-redirect';
import { MOBILE_SITE_PATH } from './runtime-config';
import { registerPageShares } from './page-share/page-share';
import { registerSharePages, ResultReads } from './share-page';
import { MOVE_FROM_SHARE_PAGE } from './share-page-move';
import { ShareCards } from './share-card/share-cards';
import { originSites, registerSiteContext } from './site-context';
import { startupPage } from './startup-page';
import { staticApp } from './static-server';

/**
 * The shell's server: its built page with the start-up data and the first paint written in, the run-time
 * manifest, the share pages of results and of every other page, the phone redirect and the phone site, with the
 * page's security headers. Every request gets its site context once (`request.site`), and a host that is not a
 * domain bound to a race is refused before anything is read for it. Not listening yet: the entry (main.ts) listens.
 */
export async function createShellApp(config: ShellServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: trustProxyTest(config.trustProxy), ...loggingOptions(config.logLevel) });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerShellMetrics(app);
  // One client of the API for every read, over the API processes this server balances and retries over.
  const api = new InternalApi(config.apiUrls, config.internalApiKey);
  app.addHook('onClose', () => api.close());
  // The remotes' first paints run in a worker of their own (built beside this file as fragment-worker.js).
  const firstPaints = new FirstPaints(config.firstPaintBases, config.fragmentWorker, app.log);
  app.addHook('onClose', () => firstPaints.close());
  app.get('/health', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ready' }),
  );
  // The phone site's built page, read once: its pages and a result's own address (painted here) are written from it.
  const phoneTemplate = readPhoneTemplate({
    indexFile: join(config.mobileDist, 'index.html'),
    prefix: MOBILE_SITE_PATH,
  });
  const inlineScripts = [
    ...FIRST_PAINT_SCRIPT_HASHES,
    ...phoneTemplate.scriptHashes,
    MOVE_FROM_SHARE_PAGE.hash,
  ];
  const boundDomains = new BoundDomains(api, app.log);
  // The site's pages' preview cards (PNG), drawn once per page, content version and language.
  const cards = new ShareCards(api, app.log);
  registerSiteContext(app, {
    site: originSites(config.runtime, inlineScripts),
    publicOrigin: config.publicOrigin,
    standing: (domainName) => boundDomains.standing(domainName),
  });
  return staticApp(
    {
      root: config.shellDist,
      cors: false,
      trustProxy: config.trustProxy,
      documents: { '/runtime-config.json': (request) => request.site.runtime },
      pagePolicy: (request) => request.site?.pagePolicy,
      pageLinks: (request) => request.site?.pageLinks,
      // The member centre's page is the shell's own index.html under its path.
      pages: { [`/${MEMBER_CENTRE.page}`]: 'index.html' },
      // index.html carries the start-up data, so the first render needs no start-up request.
      indexPage: startupPage({
        indexFile: join(config.shellDist, 'index.html'),
        api,
        siteFor: (request) => request.site,
        firstPaints,
        log: app.log,
      }),
      // The phone site, where phones are sent when no other mobile site is configured.
      mounts: [{ prefix: MOBILE_SITE_PATH, root: config.mobileDist }],
      routes: (instance) => {
        // A result's share page and its phone page read it once for the views of the next few seconds.
        const results = new ResultReads(api);
        // A result's share address: tags for chat apps, then the result itself.
        registerSharePages(instance, {
          results,
          // Phones go straight to the result's painted address when they are sent to this server's phone site.
          phoneAddress: (request, year, bib) =>
            request.site.phoneSite === MOBILE_SITE_PATH ? `${MOBILE_SITE_PATH}r/${year}/${bib}` : null,
        });
        // Every other page's share address: its tags (from the content index), then the page itself.
        const homeShareTags = registerPageShares(instance, { api, cards });
        registerPhoneRedirect(instance);
        // The phone site's page, with its manifest and the inline start of a result link's lookup, and a
        // result's own address, painted here.
        registerPhonePage(instance, phoneTemplate, MOBILE_SITE_PATH, homeShareTags);
        registerPhoneResultPages(instance, { results, template: phoneTemplate, prefix: MOBILE_SITE_PATH });
        if (config.local?.outboxFile) registerDevInbox(instance, config.local.outboxFile);
      },
    },
    app,
  );
}
