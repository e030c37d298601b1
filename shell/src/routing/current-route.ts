import { useLocation } from '@marathon/shared/router';
import { createContext, useContext } from 'react';
import type { SiteRoute } from '@marathon/shared/site-routes';

export const SiteRoutesContext = createContext<SiteRoute[]>([]);

/** The configured route the address points at (exact path match), if any. */
export function useCurrentRoute(): SiteRoute | undefined {
  const routes = useContext(SiteRoutesContext);
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return routes.find((route) => route.path === path);
}
