import { type Language, localized, safeHref, useLanguage, useTranslation } from '@marathon/shared';
import { useState } from 'react';
import type { MenuEntry } from '@marathon/shared/site-routes';

function href(entry: MenuEntry): { href: string; external: boolean } {
  // An external link that fails the safe-link rule is dropped: the entry opens its own route instead.
  const external = safeHref(entry.meta.externalLink);
  if (external) return { href: external, external: true };
  return { href: `#${entry.path}`, external: false };
}

function MenuLink({ entry, language, active }: { entry: MenuEntry; language: Language; active: boolean }) {
  const target = href(entry);
  return (
    <a
      className="ui-link site-menu__link"
      href={target.href}
      {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-current={active ? 'page' : undefined}
      data-active={active ? 'true' : undefined}
    >
      {localized(language, entry.meta.title, entry.meta.titleEn)}
    </a>
  );
}

/**
 * The horizontal menu: English titles fall back to Chinese, external links open a new tab, the
 * active entry follows the route's activeMenu. Groups open their children on hover and on keyboard focus.
 */
export function MainMenu({ entries, activeMenu }: { entries: MenuEntry[]; activeMenu: string | undefined }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <nav className="site-menu" aria-label={t('shell.menu')} data-testid="main-menu">
      {/* Twelve groups fit one line in Chinese; English titles are longer, so the menu wraps instead of overflowing. */}
      <ul className="site-menu__list">
        {entries.map((entry) => (
          <li
            key={entry.path}
            className="site-menu__item"
            onMouseEnter={() => setOpen(entry.path)}
            onMouseLeave={() => setOpen(null)}
            onFocus={() => setOpen(entry.path)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
            }}
          >
            <MenuLink entry={entry} language={language} active={activeMenu === entry.path} />
            {entry.children.length > 0 && open === entry.path ? (
              <ul className="site-menu__sub">
                {entry.children.map((child) => (
                  <li key={child.path}>
                    <MenuLink entry={child} language={language} active={false} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
