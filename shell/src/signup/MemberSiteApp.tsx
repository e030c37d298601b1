import { HashRouter, Navigate, Outlet, Route, Routes } from '@marathon/shared/router';
import { PageOverlays } from '../layout/PageOverlays';
import { SiteRoutesContext } from '../routing/current-route';
import { MEMBER_CENTRE_ROUTE } from './signup-routes';
import { StandaloneLayout } from './StandaloneLayout';
import { StandaloneScreen } from './StandaloneScreen';

/**
 * The member centre's own page (reg/#/my/my-index under the site origin, opened in a new tab from
 * the header). Same start-up, session and header as the site; its one route is the sign-up remote's centre.
 */
export function MemberSiteApp() {
  return (
    <HashRouter>
      <SiteRoutesContext.Provider value={[MEMBER_CENTRE_ROUTE]}>
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
            <Route path="*" element={<Navigate to={MEMBER_CENTRE_ROUTE.path} replace />} />
          </Route>
        </Routes>
        <PageOverlays />
      </SiteRoutesContext.Provider>
    </HashRouter>
  );
}
