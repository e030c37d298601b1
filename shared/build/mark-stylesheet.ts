import type { Plugin } from 'vite';
import { STYLESHEET_MARKERS } from '../src/contracts/startup-data';

/**
 * Marks the stylesheet Vite links from the host's index.html (one file: cssCodeSplit is off). The shell's server
 * writes that sheet into the pages it makes (shell/server/page-template.ts): a linked sheet blocks the first paint
 * for one more round trip, and the first paint is the reason the server makes the page. The built page keeps its
 * link, so any static host can still serve it as it is.
 */
export function markStylesheet(): Plugin {
  return {
    name: 'marathon:mark-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the bundle's tags (the stylesheet's link among them).
      order: 'post',
      handler(html) {
        const link = /<link rel="stylesheet"[^>]*>/.exec(html);
        if (!link) return html;
        const [open, close] = STYLESHEET_MARKERS;
        return html.replace(link[0], `${open}${link[0]}${close}`);
      },
    },
  };
}
