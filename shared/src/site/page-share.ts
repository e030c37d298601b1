import type { Language } from '../constants';

/** Where the share addresses of the site's pages live: a path, since a chat app never sees the part after #. */
export const PAGE_SHARE_PREFIX = '/p';

/**
 * The share address of a page of the site (its route path, and a list item's `?id=`), on `origin`: the shell's
 * server answers it with the page's share tags, then sends the person on to the page. An English page's address
 * names its language, so the preview a chat app shows is in the language that was shared; Chinese is the default.
 */
export function pageShareAddress(
  origin: string,
  routePath: string,
  id: string | null,
  language: Language,
): string {
  const path = routePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  const query = new URLSearchParams({
    ...(id !== null ? { id } : {}),
    ...(language === 'en' ? { lang: 'en' } : {}),
  }).toString();
  return `${origin}${PAGE_SHARE_PREFIX}/${path}${query ? `?${query}` : ''}`;
}

/** What became of a share: the system's share sheet took it, it was copied, or the browser refused both. */
export type ShareOutcome = 'shared' | 'copied' | 'refused';

/**
 * The system's share sheet where the browser has one (phones), else the clipboard. Closing the sheet is the
 * visitor's choice and ends it; a sheet that fails for another reason falls back to the clipboard.
 */
export async function copyOrShare(link: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'refused';
  }
}

export { usePageShare } from './use-page-share';
