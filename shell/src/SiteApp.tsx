import { localized, useLanguage, useSiteStore } from '@marathon/shared';
import { HashRouter, Navigate, Outlet, Route, Routes } from '@marathon/shared/router';
import { useMemo } from 'react';
import { AdminScreen } from './admin/AdminScreen';
import { NotFoundPage } from './layout/NotFoundPage';
import { PageOverlays } from './layout/PageOverlays';
import { SiteLayout } from './layout/SiteLayout';
import { SiteRoutesContext } from './routing/current-route';
import { DRAW_ROUTE } from './routing/draw-route';
import { Screen } from './routing/Screen';
import { buildMenu, buildSiteRoutes } from '@marathon/shared/site-routes';
import { STANDALONE_ROUTES } from './signup/signup-routes';
import { StandaloneLayout } from './signup/StandaloneLayout';
import { StandaloneScreen } from './signup/StandaloneScreen';

/** The normal site: routes from both configured trees, with the login drawer as an overlay. */
export function SiteApp() {
  const cloud = useSiteStore((s) => s.cloud);
  const language = useLanguage();
  const showCharity = useSiteStore((s) => s.runtime?.features.showCharity ?? true);
  const routes = useMemo(() => (cloud ? buildSiteRoutes(cloud, { showCharity }) : []), [cloud, showCharity]);
  const allRoutes = useMemo(() => [...routes, ...STANDALONE_ROUTES], [routes]);
  const menu = useMemo(() => (cloud ? buildMenu(cloud, { showCharity }) : []), [cloud, showCharity]);
  return (
    <HashRouter>
      <SiteRoutesContext.Provider value={allRoutes}>
        <Routes>
          {/* The stand-alone routes sit outside the root layout (no menu). */}
          <Route
            element={
              <StandaloneLayout>
                <Outlet />
              </StandaloneLayout>
            }
          >
            {STANDALONE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<StandaloneScreen route={route} />} />
            ))}
            {/* The organisers' console: its own screens below /admin, outside the site's menu. */}
            <Route path="/admin/*" element={<AdminScreen />} />
          </Route>
          <Route
            element={
              <SiteLayout menu={menu}>
                <Outlet />
              </SiteLayout>
            }
          >
            {routes.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  route.redirect ? (
                    <Navigate to={route.redirect} replace />
                  ) : route.component ? (
                    <Screen
                      component={route.component}
                      dataPath={route.meta.dataPath?.trim() ?? ''}
                      title={localized(language, route.meta.title, route.meta.titleEn)}
                    />
                  ) : (
                    <NotFoundPage />
                  )
                }
              />
            ))}
            {/* Every site's draw record: the year is in the address, so no route of the content can name it. */}
            <Route
              path={DRAW_ROUTE.path}
              element={
                <Screen
                  component="DrawRecord"
                  dataPath=""
                  title={localized(language, DRAW_ROUTE.meta.title, DRAW_ROUTE.meta.titleEn)}
                />
              }
            />
            {routes.some((r) => r.path === '/') ? null : (
              <Route path="/" element={<Navigate to="/home" replace />} />
            )}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
        <PageOverlays />
      </SiteRoutesContext.Provider>
    </HashRouter>
  );
}
