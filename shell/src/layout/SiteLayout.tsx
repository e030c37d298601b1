import { GREY_PAGE_BACKGROUND, useTranslation } from '@marathon/shared';
import type { ReactNode } from 'react';
import { useCurrentRoute } from '../routing/current-route';
import { useScrollToTop } from '../routing/use-scroll-to-top';
import type { MenuEntry } from '@marathon/shared/site-routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainMenu } from './MainMenu';
import { RouteBadge } from './RouteBadge';

/** Logo, horizontal menu, the page, copyright footer; lookup and news pages sit on light grey. */
export function SiteLayout({ menu, children }: { menu: MenuEntry[]; children: ReactNode }) {
  const route = useCurrentRoute();
  const { t } = useTranslation();
  useScrollToTop(route?.name);
  const grey = route?.meta.greyBackground === true;
  return (
    <div
      className="site-frame"
      style={grey ? { background: GREY_PAGE_BACKGROUND } : undefined}
      data-grey={grey ? 'true' : undefined}
    >
      {/* A button, not an #anchor: the hash holds the route. */}
      <SkipLink label={t('shell.skipToContent')} />
      <Header />
      <MainMenu entries={menu} activeMenu={route?.activeMenu} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <RouteBadge />
      <Footer />
    </div>
  );
}

function SkipLink({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="ui-button site-skip-link"
      onClick={() => document.getElementById('main')?.focus()}
    >
      {label}
    </button>
  );
}
