import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public lookups (by bib, pages, years, images) are the same for everyone until results change: a short shared
 * cache lifetime lets a CDN absorb race-day peaks, and the ETag turns a repeat into a 304 without a body.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  contentType: string,
  maxAgeSeconds = 60,
): FastifyReply {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type(contentType).send(body);
}

/** Answers that carry a person's registration or history never sit in a shared cache. */
export function markPrivate(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}
