import DOMPurify from 'dompurify';
import { isSafeLink } from '../url/safe-link';

let hooked = false;

/**
 * Content HTML comes from configuration that editors write: it is sanitized before it reaches the DOM. Scripts,
 * event handlers and javascript: URLs go; a link whose address fails the shared safe-link rule loses its href;
 * links that open a new tab get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node: Element) => {
      const href = node instanceof Element ? node.getAttribute('href') : null;
      if (href !== null && !isSafeLink(href)) node.removeAttribute('href');
      if (
        node instanceof Element &&
        node.tagName === 'A' &&
        node.getAttribute('target')?.toLowerCase() === '_blank'
      ) {
        node.setAttribute('rel', 'noopener noreferrer');
      }
      if (node instanceof Element && node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/|#|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
