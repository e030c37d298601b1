import { useTranslation } from '@marathon/shared';
import { useLocation } from '@marathon/shared/router';
import type { ReactNode } from 'react';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { RouteBadge } from '../layout/RouteBadge';
import { useCurrentRoute } from '../routing/current-route';
import { useScrollToTop } from '../routing/use-scroll-to-top';

/** The stand-alone pages' frame: the header (language, login) and footer, without the menu. */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  useScrollToTop(route?.name);
  return (
    <div className="site-frame site-frame--standalone">
      <Header runnerLogin={!pathname.startsWith('/admin')} />
      {/* Everything between header and footer sits in the main landmark, the way back included. */}
      <main id="main" tabIndex={-1} className="site-main site-main--standalone">
        <a className="ui-link site-back-link" href="/#/home" data-testid="back-to-site">
          ← {t('shell.backHome')}
        </a>
        {children}
      </main>
      {/* Before the footer, as on the other pages: in the flow of a narrow window it sits above it, not under it. */}
      <RouteBadge />
      <Footer />
    </div>
  );
}
