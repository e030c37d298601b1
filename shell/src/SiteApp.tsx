import { localized, useSessionStore, useSiteStore } from '@marathon/shared';
import { HashRouter, Navigate, Route, Routes } from '@marathon/shared/router';
import { Box, MessageHost } from '@marathon/shared/ui';
import { Suspense, lazy, useMemo, useState } from 'react';
import { NotFoundPage } from './layout/NotFoundPage';
import { SiteLayout } from './layout/SiteLayout';
import { RemoteView } from './remotes/RemoteView';
import { SiteRoutesContext } from './routing/current-route';
import { Screen } from './routing/Screen';
import { buildMenu, buildSiteRoutes } from './routing/site-routes';

const ReloginDialog = lazy(() => import('./layout/ReloginDialog'));

/**
 * The login drawer's remote loads the first time the drawer opens: it is not part of the first screen. If the
 * auth remote is down, its fallback floats where the drawer would open, with retry and close.
 */
function LoginDrawerSlot() {
  const open = useSessionStore((s) => s.loginDrawerOpen);
  const [wanted, setWanted] = useState(open);
  // Once asked for, the remote stays mounted so the drawer can animate closed and open again at once.
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Box position="fixed" top="120px" left="50%" transform="translateX(-50%)" w="520px" zIndex="modal">
      <RemoteView<object>
        remote="auth"
        module="./LoginDrawer"
        props={{}}
        fallbackHeight="0"
        onDismiss={() => {
          useSessionStore.getState().closeLoginDrawer();
          setWanted(false);
        }}
      />
    </Box>
  );
}

function ReloginSlot() {
  const open = useSessionStore((s) => s.reloginDialogOpen);
  return open ? (
    <Suspense fallback={null}>
      <ReloginDialog />
    </Suspense>
  ) : null;
}

/** The normal site: routes from both configured trees, with the login drawer as an overlay. */
export function SiteApp() {
  const cloud = useSiteStore((s) => s.cloud);
  const language = useSessionStore((s) => s.language);
  const showCharity = useSiteStore((s) => s.runtime?.features.showCharity ?? true);
  const routes = useMemo(() => (cloud ? buildSiteRoutes(cloud, { showCharity }) : []), [cloud, showCharity]);
  const menu = useMemo(() => (cloud ? buildMenu(cloud, { showCharity }) : []), [cloud, showCharity]);
  return (
    <HashRouter>
      <SiteRoutesContext.Provider value={routes}>
        <SiteLayout menu={menu}>
          <Routes>
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
            {routes.some((r) => r.path === '/') ? null : (
              <Route path="/" element={<Navigate to="/home" replace />} />
            )}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </SiteLayout>
        <LoginDrawerSlot />
        <ReloginSlot />
        <MessageHost />
      </SiteRoutesContext.Provider>
    </HashRouter>
  );
}
