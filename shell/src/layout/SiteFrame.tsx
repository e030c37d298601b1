import { GREY_PAGE_BACKGROUND } from '@marathon/shared';
import type { ReactNode } from 'react';
import type { MenuEntry } from '@marathon/shared/site-routes';
import { Header } from './Header';
import { MainMenu } from './MainMenu';

/**
 * The site's frame: header, menu and the main area (lookup and news pages sit on light grey). The page renders it
 * around every route (SiteLayout); the shell's server renders the same component as the first paint, before any
 * script runs, so the two can never look different.
 */
export function SiteFrame({
  menu,
  activeMenu,
  grey,
  before,
  after,
  children,
}: {
  menu: MenuEntry[];
  activeMenu: string | undefined;
  grey: boolean;
  /** What comes before the header (the skip link) and after the main area (footer, route badge). */
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className="site-frame"
      style={grey ? { background: GREY_PAGE_BACKGROUND } : undefined}
      data-grey={grey ? 'true' : undefined}
    >
      {before}
      <Header />
      <MainMenu entries={menu} activeMenu={activeMenu} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      {after}
    </div>
  );
}
