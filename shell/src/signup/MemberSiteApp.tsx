import { HashRouter, Navigate, Outlet, Route, Routes } from '@marathon/shared/router';
import { PageOverlays } from '../layout/PageOverlays';
import { SiteRoutesContext } from '../routing/current-route';
import { MEMBER_CENTRE_ROUTE, STANDALONE_ROUTES } from './signup-routes';
import { StandaloneLayout } from './StandaloneLayout';
import { StandaloneScreen } from './StandaloneScreen';

const MEMBER_SITE_ROUTES = [MEMBER_CENTRE_ROUTE, ...STANDALONE_ROUTES];

/**
 * The member centre's own page (reg/#/my/my-index under the site origin, opened in a new tab from the header),
 * which also holds the sign-up pages (reg/#/post …): the page phones sign up on, laid out at their width
 * (device-width.ts), since the site's own page sends phones to the phone site. Same start-up, session and header
 * as the site.
 */
export function MemberSiteApp() {
  return (
    <HashRouter>
      <SiteRoutesContext.Provider value={MEMBER_SITE_ROUTES}>
        <Routes>
          <Route
            element={
              <StandaloneLayout>
                <Outlet />
              </StandaloneLayout>
            }
          >
            <Route
              // The centre's sections are child routes of it (its button tabs).
              path={`${MEMBER_CENTRE_ROUTE.path}/*`}
              element={<StandaloneScreen route={MEMBER_CENTRE_ROUTE} />}
            />
            {STANDALONE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<StandaloneScreen route={route} />} />
            ))}
            <Route path="*" element={<Navigate to={MEMBER_CENTRE_ROUTE.path} replace />} />
          </Route>
        </Routes>
        <PageOverlays />
      </SiteRoutesContext.Provider>
    </HashRouter>
  );
}
