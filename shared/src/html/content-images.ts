import { pageDocument } from './sanitize';

/**
 * Images inside document HTML name files of the image host by relative path, as every other image of the
 * configuration does: `resolve` gives them the host (the page's `imageUrl`, or a server's own host prefix). Runs on
 * sanitized HTML, so nothing is added back. `document` is the one to parse in: the page's, or a server-side DOM's.
 */
export function resolveContentImages(
  html: string,
  resolve: (src: string) => string,
  document?: Document,
): string {
  if (!html.includes('<img')) return html;
  const template = (document ?? pageDocument()).createElement('template');
  template.innerHTML = html;
  for (const img of template.content.querySelectorAll('img')) {
    const src = img.getAttribute('src');
    if (src) img.setAttribute('src', resolve(src));
    img.setAttribute('decoding', 'async');
  }
  return template.innerHTML;
}
