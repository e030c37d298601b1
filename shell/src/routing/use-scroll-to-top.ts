import { KEEP_SCROLL_ROUTE_NAMES } from '@marathon/shared';
import { useLocation } from '@marathon/shared/router';
import { useEffect } from 'react';

/** After each navigation the page scrolls to the top, except on the named ranking pages. */
export function useScrollToTop(routeName: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (routeName && (KEEP_SCROLL_ROUTE_NAMES as readonly string[]).includes(routeName)) return;
    window.scrollTo(0, 0);
  }, [pathname, routeName]);
}
