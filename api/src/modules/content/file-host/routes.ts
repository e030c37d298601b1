import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FILE_HOST_PREFIX } from '@marathon/shared/api';
import type { AppContext } from '../../../platform/context';
import { cacheControlFor } from './cache-policy';

/**
 * The file host: CONTENT_DIR under /files/ (site and cloud configs, translations, images). @fastify/static refuses
 * paths that leave the root and hidden files, and answers ETag / If-None-Match; misses go to our 404 envelope.
 */
export async function registerFileHost(app: FastifyInstance, { config }: AppContext): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.contentDir,
    prefix: `${FILE_HOST_PREFIX}/`,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    etag: true,
    lastModified: true,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
      // Another origin (the shell, the remotes) reads these with fetch.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // An SVG opened directly runs on the API's origin: no scripts in it.
      if (filePath.toLowerCase().endsWith('.svg')) {
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        );
      }
    },
  });
}
