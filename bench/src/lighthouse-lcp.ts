import type { Result } from 'lighthouse';

export interface LcpElement {
  /** Its tag name: img, p, h1… */
  tag: string;
  /** The absolute address of what it shows, when it is an image. */
  src?: string;
}

/** The largest-contentful-paint element, read from the HTML snippet Lighthouse keeps of it. */
export function lcpElement(lhr: Result): LcpElement | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return null;
  const table = details.items[0];
  if (table?.type !== 'table') return null;
  const node = table.items[0]?.node;
  if (typeof node !== 'object' || node === null || !('type' in node) || node.type !== 'node') return null;
  const snippet = node.snippet ?? '';
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1]?.toLowerCase() ?? '?';
  const src = /\ssrc="([^"]*)"/.exec(snippet)?.[1]?.replaceAll('&amp;', '&');
  return src ? { tag, src: new URL(src, lhr.finalDisplayedUrl).href } : { tag };
}

/** `img banner-1.svg`, `p`: short enough for a table cell. */
export function lcpLabel(element: LcpElement | null): string {
  if (!element) return '?';
  return element.src ? `${element.tag} ${new URL(element.src).pathname.split('/').pop() ?? ''}` : element.tag;
}
