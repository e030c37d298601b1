import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { languageFromCookie } from '@marathon/shared/language-cookie';
import { trustProxyTest, type TrustProxySetting } from '@marathon/shared/trust-proxy';
import { closePromptly } from './close-promptly';
import { notFoundPage } from './notice-page';
import { HSTS, REFERRER_POLICY, STRICT_PAGE_POLICY } from './security-headers';

export interface StaticServerOptions {
  /** The built app (its dist folder). */
  root: string;
  port: number;
  host?: string;
  /** Remotes are imported from the shell's origin (and the auth remote from other sites): their files need CORS. */
  cors: boolean;
  /** Behind a reverse proxy: which hops' X-Forwarded-Proto and X-Forwarded-Host are believed (TRUST_PROXY). */
  trustProxy?: TrustProxySetting;
  /** JSON documents made per request, never cached stale (the shell's run-time manifest). */
  documents?: Record<string, (request: FastifyRequest) => unknown>;
  /** Paths answered with a file of the app (the member centre's page `/reg/` is the shell's index.html). */
  pages?: Record<string, string>;
  /** Answers the app's index.html (at `/`, `/index.html` and the pages naming it) instead of the file as built. */
  indexPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** Further routes of the runner's own (the local mode's inbox page), added before the files. */
  routes?: (app: FastifyInstance) => void;
  /** Other built apps served under a path of this origin (the phone site under /m/), with the same cache rules. */
  mounts?: { prefix: string; root: string }[];
  /**
   * The Content-Security-Policy of the app's HTML pages (the shell's); other HTML, and a request the app gives
   * none (a refused host's notice), gets a strict one.
   */
  pagePolicy?: (request: FastifyRequest) => string | undefined;
  /** A `Link` header for the app's HTML pages (the shell's preconnects to its API and remotes); none if empty. */
  pageLinks?: (request: FastifyRequest) => string | undefined;
}

/** Rollup/rolldown hashed file names end in -<8+ chars>.ext: those never change and are cached forever. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|css|svg|png|jpg|webp|woff2?)$/;

export function cacheControlFor(path: string): string {
  // The file sent may be the precompressed twin (remoteEntry.js.br): judge by the file it stands for.
  const name = basename(path).replace(/\.(br|gz)$/, '');
  if (name === 'remoteEntry.js' || name.endsWith('.html') || name.endsWith('.json')) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves one built app in production mode: precompressed brotli/gzip files, hashed assets cached immutably,
 * remoteEntry.js, index.html and the manifest revalidated on every load (ETag), CORS only for remotes, security
 * headers on every answer, and a bilingual 404 page for paths the app does not have.
 */
export async function staticApp(
  options: Omit<StaticServerOptions, 'port' | 'host'>,
  app: FastifyInstance = Fastify({ logger: false, trustProxy: trustProxyTest(options.trustProxy ?? false) }),
): Promise<FastifyInstance> {
  if (!existsSync(options.root)) throw new Error(`${options.root} does not exist: build the app first`);
  // A rolling restart waits for the answers under way, not for their connections' keep-alive time.
  closePromptly(app);
  // Answers made per request (the manifest, share pages, the 404 page) are compressed by the visitor's preference
  // with its q-values; built files go out precompressed, and the start-up page is compressed once per version.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    if (options.cors) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', REFERRER_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', options.pagePolicy?.(request) ?? STRICT_PAGE_POLICY);
      // Sent with the page, the browser opens those connections before the page's code has read the manifest.
      const links = options.pageLinks?.(request);
      if (links) reply.header('Link', links);
    }
  });
  for (const [path, make] of Object.entries(options.documents ?? {})) {
    app.get(path, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
      return make(request);
    });
  }
  for (const [path, file] of Object.entries(options.pages ?? {})) {
    const bare = path.replace(/\/+$/, '');
    if (bare) app.get(bare, async (_request, reply) => reply.redirect(`${bare}/`, 301));
    app.get(`${bare}/`, async (request, reply) =>
      options.indexPage && file === 'index.html'
        ? options.indexPage(request, reply)
        : reply.header('Cache-Control', 'no-cache').sendFile(file),
    );
  }
  if (options.indexPage) {
    app.get('/', options.indexPage);
    app.get('/index.html', options.indexPage);
  }
  options.routes?.(app);
  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', STRICT_PAGE_POLICY)
      .type('text/html; charset=utf-8')
      // It follows the visitor's language like the site: the same page varies by the cookie.
      .header('Vary', 'Cookie')
      .send(notFoundPage(languageFromCookie(request.headers.cookie))),
  );
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', cacheControlFor(path));
    },
  });
  for (const mount of options.mounts ?? []) {
    if (!existsSync(mount.root)) throw new Error(`${mount.root} does not exist: build it first`);
    const bare = mount.prefix.replace(/\/+$/, '');
    app.get(bare, async (_request, reply) => reply.redirect(`${bare}/`, 301));
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: `${bare}/`,
      decorateReply: false,
      preCompressed: true,
      etag: true,
      lastModified: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', cacheControlFor(path));
      },
    });
  }
  return app;
}

/** A static app listening on its port: the remotes' own servers in the local mode and the tests. */
export async function startStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = await staticApp(options);
  await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  return app;
}
