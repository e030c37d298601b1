import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a CDN may keep serving a cached answer while the API is failing (5xx or unreachable). */
export const STALE_IF_ERROR_S = 86_400;
/** How long a miss (an unknown bib, a year without data) may be shared: short, so an import shows up soon. */
export const MISS_MAX_AGE_S = 10;

/**
 * The Cache-Control of a public answer: browsers and CDNs alike keep it `maxAgeSeconds` (s-maxage says so to the
 * CDN explicitly), then a CDN may serve it stale for as long again while it revalidates in the background, and
 * for a day while the API is down.
 */
export function publicCacheControl(maxAgeSeconds: number): string {
  return [
    'public',
    `max-age=${maxAgeSeconds}`,
    `s-maxage=${maxAgeSeconds}`,
    `stale-while-revalidate=${maxAgeSeconds}`,
    `stale-if-error=${STALE_IF_ERROR_S}`,
  ].join(', ');
}

/**
 * Public lookups (by bib, pages, years, images) are the same for everyone until results change: a short shared
 * cache lifetime lets a CDN absorb race-day peaks, and the ETag (a hash of the body, so it changes exactly when
 * the answer does) turns a revalidation into a 304 without a body. The ETag is weak because compression sends
 * different bytes of the same answer.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  contentType: string,
  /** Seconds of public caching, or the whole Cache-Control value. */
  maxAge: number | string = 60,
): FastifyReply {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const cacheControl = typeof maxAge === 'string' ? maxAge : publicCacheControl(maxAge);
  reply.header('cache-control', cacheControl).header('etag', etag);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => weakTag(tag) === weakTag(etag))) {
    return reply.code(304).send();
  }
  return reply.type(contentType).send(body);
}

/** Weak comparison (RFC 9110): W/"x" and "x" match, as a CDN may have stripped or added the W/. */
function weakTag(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/**
 * Set before a public lookup runs: its failures (404 for an unknown bib, 400 for a bad query) may then be shared
 * briefly, which absorbs repeated misses on race day; success replaces it with the full lifetime.
 */
export function markMissCacheable(reply: FastifyReply): void {
  reply.header('cache-control', `public, max-age=${MISS_MAX_AGE_S}, s-maxage=${MISS_MAX_AGE_S}`);
}

/** Answers that hold a secret or a session's state (a code, a token, who is logged in) are never cached at all. */
export function noStore(_request: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** Answers that carry a person's registration or history never sit in a shared cache. */
export function markPrivate(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}
