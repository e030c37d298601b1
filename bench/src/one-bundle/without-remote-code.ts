import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ROUTE_PRELOAD, ROUTE_PRELOADS_ID } from '@marathon/shell/server/route-preloads';

/** The route's remote code the shell's page asks for from its HTML (`routePreloadHtml`). */
const REMOTE_CODE = new RegExp(
  `<script type="application/json" id="${ROUTE_PRELOADS_ID}">.*?</script><script>${ROUTE_PRELOAD.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>`,
  's',
);

/**
 * The one-bundle build has every remote's views inside it: the shell's page would still ask for the remotes'
 * entries and files of its route from the HTML, which this build never uses. The bench takes that part out of the
 * pages the shell's server sends for it (each page once: the server sends the same compressed page again), so the
 * comparison is of federation, not of requests the baseline does not need.
 */
export function withoutRemoteCode(app: FastifyInstance): void {
  const rewritten = new WeakMap<Buffer, Buffer>();
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    if (typeof payload === 'string') return payload.replace(REMOTE_CODE, '');
    if (!Buffer.isBuffer(payload)) return payload;
    const known = rewritten.get(payload);
    if (known) return known;
    const encoding = reply.getHeader('content-encoding');
    const [open, close] =
      encoding === 'br'
        ? [
            brotliDecompressSync,
            (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
          ]
        : encoding === 'gzip'
          ? [gunzipSync, (text: string) => gzipSync(text, { level: 9 })]
          : [(bytes: Buffer) => bytes, (text: string) => Buffer.from(text)];
    const page = close(open(payload).toString('utf8').replace(REMOTE_CODE, ''));
    rewritten.set(payload, page);
    return page;
  });
}
