import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { loggingOptions, REQUEST_ID_HEADER } from './access-log';
import { join } from 'node:path';
import { preconnectLinkHeader } from '@marathon/shared/contracts';
import { MEMBER_CENTRE } from '@marathon/shared/url';
import { trustProxyTest } from '@marathon/shared/trust-proxy';
import type { ShellServerConfig } from './config';
import { FirstPaints } from './first-paint/first-paints';
import { FIRST_PAINT_SCRIPT_HASHES } from './first-paint/script-hashes';
import { registerDevInbox } from './local/inbox';
import { registerShellMetrics } from './metrics';
import { readPhoneTemplate, registerPhonePage } from './phone-page';
import { registerPhoneResultPages } from './phone-result-page';
import { registerPhoneRedirect } from './phone-redirect';
import { keptRuntimeConfigs, MOBILE_SITE_PATH, originText, publicOriginOf } from './runtime-config';
import { contentSecurityPolicy } from './security-headers';
import { registerPageShares } from './page-share/page-share';
import { KeptReads } from './result-reads';
import { keepsResult, registerSharePages, type ResultRead } from './share-page';
import { MOVE_FROM_SHARE_PAGE } from './share-page-move';
import { startupPage } from './startup-page';
import { publicOrigin, staticApp } from './static-server';

/**
 * The shell's server: its built page with the start-up data and the first paint written in, the run-time
 * manifest, the share pages of results and of every other page, the phone redirect and the phone site, with the page's security headers.
 * Not listening yet: the entry (main.ts) listens.
 */
export async function createShellApp(
  config: ShellServerConfig,
  /** The bench's one-bundle baseline has no remote code for the page to ask for. */
  { remoteCode = true }: { remoteCode?: boolean } = {},
): Promise<FastifyInstance> {
  const options = config.runtime;
  const manifestFor = keptRuntimeConfigs(options);
  const app = Fastify({ trustProxy: trustProxyTest(config.trustProxy), ...loggingOptions(config.logLevel) });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerShellMetrics(app);
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
    runtimeFor: (request) => manifestFor(publicOrigin(request)),
  });
  const inlineScripts = [
    ...FIRST_PAINT_SCRIPT_HASHES,
    ...phoneTemplate.scriptHashes,
    MOVE_FROM_SHARE_PAGE.hash,
  ];
  return staticApp(
    {
      root: config.shellDist,
      cors: false,
      trustProxy: config.trustProxy,
      documents: { '/runtime-config.json': manifestFor },
      pagePolicy: (origin) => contentSecurityPolicy(manifestFor(origin), inlineScripts),
      pageLinks: (origin) => preconnectLinkHeader(manifestFor(origin), originText(origin)),
      // The member centre's page is the shell's own index.html under its path.
      pages: { [`/${MEMBER_CENTRE.page}`]: 'index.html' },
      // index.html carries the start-up data, so the first render needs no start-up request.
      indexPage: startupPage({
        indexFile: join(config.shellDist, 'index.html'),
        apiUrl: config.apiUrl,
        internalApiKey: config.internalApiKey,
        runtimeFor: (request) => manifestFor(publicOrigin(request)),
        firstPaints,
        remoteCode,
        log: app.log,
      }),
      // The phone site, where phones are sent when no other mobile site is configured.
      mounts: [{ prefix: MOBILE_SITE_PATH, root: config.mobileDist }],
      routes: (instance) => {
        // The share pages' addresses: the configured public origin only, else (local mode) the request's own,
        // which no shared cache may then keep.
        const shareAddresses = (request: FastifyRequest) => {
          const origin = config.publicOrigin ? publicOriginOf(config.publicOrigin) : publicOrigin(request);
          return {
            origin: originText(origin),
            runtime: manifestFor(origin),
            domainName: origin.hostname.toLowerCase(),
            shared: config.publicOrigin !== null,
          };
        };
        const shareKeys = { apiUrl: config.apiUrl, internalApiKey: config.internalApiKey };
        // A result's share page and its phone page read it once for the views of the next few seconds.
        const resultReads = new KeptReads<ResultRead>(keepsResult);
        // A result's share address: tags for chat apps, then the result itself.
        registerSharePages(instance, {
          ...shareKeys,
          resultReads,
          publicAddresses: (request) => {
            const { runtime, ...addresses } = shareAddresses(request);
            return { ...addresses, apiBase: runtime.apiBase };
          },
          // Phones go straight to the result's painted address when they are sent to this server's phone site.
          phoneAddress: (request, year, bib) => {
            const origin = publicOrigin(request);
            const ownPhoneSite = `${originText(origin)}${MOBILE_SITE_PATH}`;
            return manifestFor(origin).mobileSite === ownPhoneSite
              ? `${MOBILE_SITE_PATH}r/${year}/${bib}`
              : null;
          },
        });
        // Every other page's share address: its tags (from the content index), then the page itself.
        registerPageShares(instance, { ...shareKeys, publicAddresses: shareAddresses });
        registerPhoneRedirect(instance, (request) => manifestFor(publicOrigin(request)).mobileSite);
        // The phone site's page, with its manifest and the inline start of a result link's lookup, and a
        // result's own address, painted here.
        registerPhonePage(instance, phoneTemplate, MOBILE_SITE_PATH);
        registerPhoneResultPages(instance, {
          ...shareKeys,
          resultReads,
          template: phoneTemplate,
          prefix: MOBILE_SITE_PATH,
          apiBaseFor: (request) => manifestFor(publicOrigin(request)).apiBase,
        });
        if (config.local) registerDevInbox(instance, config.local.outboxFile);
      },
    },
    app,
  );
}
