import { escapeHtml } from '../html-escape';
import { inlineScript } from './inline-script';

/**
 * Runs in the head: on the home page's address only, asks at once, with high priority, for the first banner image
 * its element names (the page's largest paint, drawn from a template at the end of the first paint). Elsewhere the
 * image is not asked for at all, where a static preload would fetch it for nothing.
 */
export function preloadHomeBanner(): void {
  const href = document.currentScript?.getAttribute('data-href');
  const path = location.hash.replace(/^#/, '').split('?')[0]?.replace(/\/+$/, '') || '/';
  if (!href || (path !== '/' && path !== '/home') || location.pathname.indexOf('/reg') === 0) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The same text on every page (the address travels in an attribute), so one hash allows it. */
export const PRELOAD_BANNER = inlineScript(preloadHomeBanner);

export const bannerPreloadHtml = (href: string): string =>
  `<script data-href="${escapeHtml(href)}">${PRELOAD_BANNER.text}</script>`;
