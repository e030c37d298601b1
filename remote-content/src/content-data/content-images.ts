import { imageUrl } from '@marathon/shared';

/**
 * Images inside document HTML name files of the image host by relative path, as every other image of the
 * configuration does: give them the host prefix. Runs on sanitized HTML, so nothing is added back.
 */
export function resolveContentImages(html: string): string {
  if (!html.includes('<img')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const img of template.content.querySelectorAll('img')) {
    const src = img.getAttribute('src');
    if (src) img.setAttribute('src', imageUrl(src));
    img.setAttribute('decoding', 'async');
  }
  return template.innerHTML;
}
