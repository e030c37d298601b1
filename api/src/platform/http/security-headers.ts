import type { FastifyInstance } from 'fastify';

/** One year; without includeSubDomains, so other hosts of the organiser's domain are not forced onto HTTPS. */
const HSTS = 'max-age=31536000';
/** An API answer is data, never a page: it loads nothing and no site may frame it. */
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers on every answer: no MIME sniffing, referrers cut to the origin across sites (unless a route sends none), HSTS when the request
 * came over HTTPS (behind a proxy: its X-Forwarded-Proto, believed only with TRUST_PROXY). Files keep the
 * policies their routes set (an uploaded PDF is sandboxed; the shell previews it in a frame).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    // A page whose address carries a secret (an opt-out link's token) sends no referrer at all.
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', JSON_POLICY);
    }
  });
}
