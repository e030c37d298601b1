import { useTranslation } from '@marathon/shared';
import type { ReactNode } from 'react';
import { useCurrentRoute } from '../routing/current-route';
import { useScrollToTop } from '../routing/use-scroll-to-top';
import type { MenuEntry } from '@marathon/shared/site-routes';
import { Footer } from './Footer';
import { RouteBadge } from './RouteBadge';
import { SiteFrame } from './SiteFrame';

/** Logo, horizontal menu, the page, copyright footer; lookup and news pages sit on light grey. */
export function SiteLayout({ menu, children }: { menu: MenuEntry[]; children: ReactNode }) {
  const route = useCurrentRoute();
  const { t } = useTranslation();
  useScrollToTop(route?.name);
  return (
    <SiteFrame
      menu={menu}
      activeMenu={route?.activeMenu}
      grey={route?.meta.greyBackground === true}
      // A button, not an #anchor: the hash holds the route.
      before={<SkipLink label={t('shell.skipToContent')} />}
      // Narrow screens put the route badge in the flow between the page and the footer (layout.css).
      after={
        <>
          <RouteBadge />
          <Footer />
        </>
      }
    >
      {children}
    </SiteFrame>
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
