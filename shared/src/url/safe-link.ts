import { normalizeWebLink } from './resolve';

/** The only schemes a content link may carry; anything else (javascript:, data:, vbscript:, blob:…) is refused. */
export const SAFE_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/**
 * The link as a browser parses it: leading and trailing C0 controls and spaces are dropped and tabs and newlines
 * removed anywhere, so 'java\tscript:' is 'javascript:' to the browser and must be to us.
 */
function asBrowserSees(link: string): string {
  // eslint-disable-next-line no-control-regex -- the controls are exactly what a browser strips
  return link.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The scheme of a link ('https', 'javascript'), lower case, or null for a relative link. */
export function linkScheme(link: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(link);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * The one rule for every content URL that becomes an href or a window.open: http, https, mailto, tel and
 * relative links ('/path', '#/route', '//host', 'www.host.com') pass; every other scheme is refused. Empty is
 * not a link and is refused too.
 */
export function isSafeLink(link: string | null | undefined): boolean {
  return safeHref(link) !== '';
}

/**
 * The href to render for a content link: a bare host gets '//' as normalizeWebLink gives it; an unsafe or empty
 * link gives '' so the caller renders no link at all.
 */
export function safeHref(link: string | null | undefined): string {
  if (!link) return '';
  const normalized = normalizeWebLink(asBrowserSees(link));
  if (normalized === '') return '';
  const scheme = linkScheme(normalized);
  return scheme === null || SAFE_LINK_SCHEMES.includes(scheme) ? normalized : '';
}
