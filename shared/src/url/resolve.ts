/** URL rules: host prefixes for relative paths, protocol-relative web links. */
const KEEP_AS_IS = /^(https?:|blob:|data:)/i;

function join(prefix: string, path: string): string {
  return `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Relative paths get the host prefix; absolute http(s), blob and data URLs are kept. Empty stays empty. */
export function withHost(path: string | null | undefined, host: string): string {
  if (!path) return '';
  if (KEEP_AS_IS.test(path) || path.startsWith('//')) return path;
  return join(host, path);
}

/** A web link as an editor types it: 'www.x.com' becomes '//www.x.com' so the browser does not treat it as a path. */
export function normalizeWebLink(link: string | null | undefined): string {
  if (!link) return '';
  const trimmed = link.trim();
  if (
    KEEP_AS_IS.test(trimmed) ||
    trimmed.startsWith('//') ||
    trimmed.startsWith('#') ||
    trimmed.startsWith('/')
  ) {
    return trimmed;
  }
  // Another scheme (mailto:, tel:, weixin:) is kept; 'host:8080/…' is a bare link with a port, not a scheme.
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed)) return trimmed;
  return `//${trimmed}`;
}
