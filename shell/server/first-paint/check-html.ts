import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * What a first paint may put in the page: the markup of a view (elements, classes, ARIA, data attributes,
 * images and links), nothing that runs (scripts, event handlers, javascript: addresses), loads a frame or an
 * object, styles the page outside the view (<style>, <link>) or moves it (<base>, <meta>). A fragment whose HTML
 * holds any of that is refused whole, not cleaned: it is not the markup its team published.
 */
const ALLOWED_EXTRA_ATTRIBUTES = ['target', 'inert', 'fetchpriority', 'loading', 'decoding', 'aria-current'];

/** Attributes the page's scripts and tests own: dropped from a painted copy, never a reason to refuse it. */
const COPY_ONLY = new Set(['id', 'data-testid']);

/** React writes a preload of a view's high-priority image before its markup; the server preloads it itself. */
const LEADING_PRELOADS = /^(\s*<link rel="preload" as="image"[^<>]*\/?>)+/;

export type CheckedHtml = { html: string } | { refused: string[] };

let purify: ReturnType<typeof DOMPurify> | undefined;

function purifier(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  // jsdom's window is a browser window as DOMPurify reads it.
  purify = DOMPurify(new JSDOM('').window as unknown as Parameters<typeof DOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (COPY_ONLY.has(data.attrName)) {
      data.keepAttr = false;
      data.forceKeepAttr = undefined;
    }
  });
  return purify;
}

/** The view's HTML to paint, or what made it unacceptable. */
export function checkFragmentHtml(html: string): CheckedHtml {
  const instance = purifier();
  const clean = instance.sanitize(html.replace(LEADING_PRELOADS, ''), {
    USE_PROFILES: { html: true },
    ADD_ATTR: ALLOWED_EXTRA_ATTRIBUTES,
    FORBID_TAGS: ['style', 'link', 'meta', 'base', 'form', 'iframe', 'object', 'embed'],
    ALLOW_DATA_ATTR: true,
  });
  const refused = instance.removed.flatMap((entry) => {
    if ('attribute' in entry && entry.attribute) {
      return COPY_ONLY.has(entry.attribute.name) ? [] : [`attribute ${entry.attribute.name}`];
    }
    if (!('element' in entry)) return [];
    const name = (entry.element as Node).nodeName.toLowerCase();
    // React separates adjacent texts with empty comments: inert, and dropped from the copy.
    return name === '#comment' ? [] : [`element <${name}>`];
  });
  return refused.length > 0 ? { refused: [...new Set(refused)] } : { html: clean };
}
