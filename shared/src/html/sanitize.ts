import DOMPurify, { type WindowLike } from 'dompurify';
import { isSafeLink } from '../url/safe-link';

export { resolveContentImages } from './content-images';

const ELEMENT_NODE = 1;

/**
 * Content HTML comes from configuration that editors write: it is sanitized before it reaches the DOM. Scripts,
 * event handlers and javascript: URLs go; a link whose address fails the shared safe-link rule loses its href;
 * links that open a new tab get rel="noopener noreferrer"; images load lazily.
 *
 * `root` is the window it works in: the page's own, or a server-side DOM's (the shell's server paints a shared
 * document link from HTML, with the same rules as the page).
 */
export function sanitizerFor(root: WindowLike): (html: string) => string {
  const purify = DOMPurify(root);
  // Node types, not `instanceof Element`: on a server the window's classes are not the global ones.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    const href = element.getAttribute('href');
    if (href !== null && !isSafeLink(href)) element.removeAttribute('href');
    if (element.tagName === 'A' && element.getAttribute('target')?.toLowerCase() === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
    if (element.tagName === 'IMG') element.setAttribute('loading', 'lazy');
  });
  return (html) =>
    purify.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
      ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/|#|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    });
}

let pageSanitizer: ((html: string) => string) | undefined;
let serverWindow: (WindowLike & { document: Document }) | undefined;

/**
 * A server that renders the page's views (a remote's first paint) has no page window: it provides a DOM window
 * (jsdom's) for sanitizing and for resolving content images, once, before it renders.
 */
export function provideServerWindow(root: WindowLike & { document: Document }): void {
  if (serverWindow) return;
  serverWindow = root;
}

/** The page's window in a browser, the provided one on a server. */
function pageWindow(): WindowLike & { document: Document } {
  if (typeof window !== 'undefined') return window;
  if (!serverWindow) throw new Error('sanitizeHtml on a server needs provideServerWindow first');
  return serverWindow;
}

/** Sanitizes with the page's own window (see sanitizerFor for the rules). */
export function sanitizeHtml(html: string): string {
  pageSanitizer ??= sanitizerFor(pageWindow());
  return pageSanitizer(html);
}

/** The document content HTML is parsed in: the page's, or the provided server window's. */
export function pageDocument(): Document {
  return pageWindow().document;
}
