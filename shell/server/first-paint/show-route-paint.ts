import { FIRST_PAINT_ID } from '@marathon/shared/contracts';
import { GREY_PAGE_BACKGROUND } from '@marathon/shared';
import { inlineScript } from './inline-script';

/**
 * Runs at the end of the first paint, in the page: the server cannot see the part of the address after '#', so
 * it writes each painted route's view in a template and this picks the address's own (the path rule is hashPath's,
 * shell/src/routing/route-remotes.ts), puts it in the main area, marks its menu entry as MainMenu does for the
 * active route, and greys the frame where the route asks for it, as SiteFrame does.
 */
export function showRoutePaint(ids: { paint: string; grey: string }): void {
  const paint = document.getElementById(ids.paint);
  if (!paint) return;
  const path = ` ${location.hash.replace(/^#/, '').split('?')[0]?.replace(/\/+$/, '') || '/'} `;
  const templates = paint.querySelectorAll<HTMLTemplateElement>('template[data-routes]');
  for (const template of Array.from(templates)) {
    if (` ${template.getAttribute('data-routes') ?? ''} `.indexOf(path) < 0) continue;
    paint.querySelector('.site-main')?.appendChild(template.content);
    const menu = `#${template.getAttribute('data-menu') ?? ''}`;
    for (const link of Array.from(paint.querySelectorAll('.site-menu__link'))) {
      if (link.getAttribute('href') !== menu) continue;
      link.setAttribute('aria-current', 'page');
      link.setAttribute('data-active', 'true');
    }
    const frame = paint.querySelector<HTMLElement>('.site-frame');
    if (frame && template.hasAttribute('data-grey')) {
      frame.setAttribute('data-grey', 'true');
      frame.style.background = ids.grey;
    }
    return;
  }
}

export const SHOW_ROUTE_PAINT = inlineScript(showRoutePaint, {
  paint: FIRST_PAINT_ID,
  grey: GREY_PAGE_BACKGROUND,
});
