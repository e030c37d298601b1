import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';

export interface StaticServerOptions {
  /** The built app (its dist folder). */
  root: string;
  port: number;
  host?: string;
  /** Remotes are imported from the shell's origin: their files need CORS. The shell's do not. */
  cors: boolean;
  /** JSON documents made per request, never cached stale (the shell's run-time manifest). */
  documents?: Record<string, (requestHost: string) => unknown>;
  /** Paths answered with a file of the app (the member centre's page `/reg/` is the shell's index.html). */
  pages?: Record<string, string>;
  /** Further routes of the runner's own (the local mode's inbox page), added before the files. */
  routes?: (app: FastifyInstance) => void;
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
 * remoteEntry.js, index.html and the manifest revalidated on every load (ETag), CORS only for remotes.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  if (!existsSync(options.root)) throw new Error(`${options.root} does not exist: build the app first`);
  const app = Fastify({ logger: false });
  if (options.cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    });
  }
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  for (const [path, make] of Object.entries(options.documents ?? {})) {
    app.get(path, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
      return make(request.hostname.replace(/:\d+$/, ''));
    });
  }
  for (const [path, file] of Object.entries(options.pages ?? {})) {
    const bare = path.replace(/\/+$/, '');
    if (bare) app.get(bare, async (_request, reply) => reply.redirect(`${bare}/`, 301));
    app.get(`${bare}/`, async (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile(file));
  }
  options.routes?.(app);
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
  await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  return app;
}
