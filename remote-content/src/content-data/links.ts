import { normalizeWebLink } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';

/** An external jumpUrl opens the article in a new tab; an id-like jumpUrl or none opens our document. */
export function isExternalJump(jumpUrl: string | undefined): jumpUrl is string {
  return !!jumpUrl && /^(https?:)?\/\/|^www\./i.test(jumpUrl.trim());
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
 * '/route' is an in-site route of the hash router.
 */
export function linkTarget(jumpUrl: string | undefined): LinkTarget | null {
  const url = jumpUrl?.trim();
  if (!url) return null;
  if (url.startsWith('#')) return { href: url, external: false };
  if (url.startsWith('/') && !url.startsWith('//')) return { href: `#${url}`, external: false };
  return { href: normalizeWebLink(url), external: true };
}

/** The props of an anchor for a target: a new tab without opener for external pages. */
export function anchorProps(target: LinkTarget): { href: string; target?: string; rel?: string } {
  return target.external
    ? { href: target.href, target: '_blank', rel: 'noopener noreferrer' }
    : { href: target.href };
}
