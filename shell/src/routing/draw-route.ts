import type { SiteRoute } from '@marathon/shared/site-routes';

/** The season's public draw record of a year (`#/draw/2026`): drawn by the search remote's `./DrawRecord`. */
export const DRAW_ROUTE = {
  path: '/draw/:year',
  name: 'draw',
  meta: { title: '抽签公示', titleEn: 'Draw record', hidden: true },
  activeMenu: '/home',
} as const satisfies SiteRoute;
