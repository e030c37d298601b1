import { isSafeLink, safeHref } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';

/**
 * An external jumpUrl opens the article in a new tab; an id-like jumpUrl or none opens our document. A web
 * address is external only when it passes the safe-link rule too.
 */
export function isExternalJump(jumpUrl: string | undefined): jumpUrl is string {
  return !!jumpUrl && /^(https?:)?\/\/|^www\./i.test(jumpUrl.trim()) && isSafeLink(jumpUrl);
}

/** Where a list item leads inside the site: its own `?id=`, or the id its jumpUrl names (same list). */
export function documentHref(listPath: string, item: DocumentItem): string {
  const target = item.jumpUrl?.trim() || item.id;
  return `#${listPath}?id=${encodeURIComponent(target)}`;
}

export interface LinkTarget {
  href: string;
  /** External pages open in a new tab; our own routes stay in this one. */
  external: boolean;
}

/**
 * A configured jumpUrl (carousel, ads): an in-site route ('#/…' or '/…'), a web address, or nothing. A bare
 * '/route' is an in-site route of the hash router. An address that fails the safe-link rule is no link.
 */
export function linkTarget(jumpUrl: string | undefined): LinkTarget | null {
  const url = jumpUrl?.trim();
  if (!url) return null;
  if (url.startsWith('#')) return { href: url, external: false };
  if (url.startsWith('/') && !url.startsWith('//')) return { href: `#${url}`, external: false };
  const href = safeHref(url);
  return href ? { href, external: true } : null;
}

/** The props of an anchor for a target: a new tab without opener for external pages. */
export function anchorProps(target: LinkTarget): { href: string; target?: string; rel?: string } {
  return target.external
    ? { href: target.href, target: '_blank', rel: 'noopener noreferrer' }
    : { href: target.href };
}
