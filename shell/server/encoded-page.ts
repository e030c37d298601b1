import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A page compressed once when it is made, not once per visitor. */
export interface EncodedPage {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

export function encodedPage(page: string): EncodedPage {
  return {
    identity: page,
    br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(page, { level: 9 }),
  };
}

/**
 * Sends a made page (HTML) in the encoding the visitor prefers, by the q-values it sends; a client that names
 * none gets the page as it is. Revalidated on every load unless the route said otherwise (an answer made without
 * the API's data is kept by no cache). A Vary set before (the phone redirect's User-Agent and Cookie, a page's
 * Cookie) is added to, not replaced.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, page: EncodedPage): FastifyReply {
  const vary = reply.getHeader('Vary');
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
  reply
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? 'identity'), [...ENCODINGS]) as
    (typeof ENCODINGS)[number] | null | undefined;
  if (encoding === 'br' || encoding === 'gzip')
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  return reply.send(page.identity);
}
