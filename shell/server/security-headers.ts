import type { RuntimeConfig } from '@marathon/shared/contracts';

/** One year; without includeSubDomains, so other hosts of the organiser's domain are not forced onto HTTPS. */
export const HSTS = 'max-age=31536000';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Pages that are not the site (the 404 page, a remote's own index.html): nothing but their inline style. */
export const STRICT_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The shell page's Content-Security-Policy, made from the same manifest the page receives: scripts and styles
 * from the site and the configured remotes only, data from the API and the file and image hosts.
 * - style-src has 'unsafe-inline': emotion (Chakra UI) inserts <style> elements at run time and the page's own
 *   first-paint style is inline; nonces would need a per-request rewrite of index.html and of emotion's cache.
 * - script-src has no 'unsafe-inline' and no 'unsafe-eval': the first paint's inline scripts (the route check and
 *   the route's remote preload) are allowed by the hashes of their texts.
 * - img-src allows data: (the slider captcha and inline icons) and blob: (a chosen photo is previewed before
 *   upload); frame-src allows the file hosts (a PDF is previewed in an iframe).
 * - frame-ancestors 'self': other sites may not frame the page (login embeds use the auth remote, not frames).
 */
export function contentSecurityPolicy(config: RuntimeConfig, inlineScripts: readonly string[] = []): string {
  const remotes = Object.values(config.remotes).map(originOf);
  const data = [config.apiBase, config.fileHost, config.imageHost].map(originOf);
  const list = (...sources: (string | null)[]) =>
    [...new Set(sources.filter((s): s is string => !!s))].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // Inline scripts only by the hash of their exact text (the first paint's route check).
    ['script-src', list("'self'", ...inlineScripts, ...remotes)],
    ['style-src', list("'self'", "'unsafe-inline'", ...remotes)],
    ['img-src', list("'self'", 'data:', 'blob:', ...data, ...remotes)],
    ['font-src', list("'self'", 'data:', ...remotes)],
    ['connect-src', list("'self'", ...data, ...remotes)],
    ['media-src', list("'self'", ...data)],
    ['frame-src', list("'self'", ...data)],
    ['worker-src', list("'self'", 'blob:')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
