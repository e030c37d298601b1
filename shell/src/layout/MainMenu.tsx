import { type Language, localized, safeHref, useLanguage, useTranslation } from '@marathon/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { MenuEntry } from '@marathon/shared/site-routes';

function href(entry: MenuEntry): { href: string; external: boolean } {
  // An external link that fails the safe-link rule is dropped: the entry opens its own route instead.
  const external = safeHref(entry.meta.externalLink);
  if (external) return { href: external, external: true };
  return { href: `#${entry.path}`, external: false };
}

interface MenuLinkProps {
  entry: MenuEntry;
  language: Language;
  active: boolean;
  /** A dropdown's page: reached with the arrow keys, not with Tab. */
  inDropdown?: boolean;
  group?: { expanded: boolean; controls: string; describedBy: string };
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

function MenuLink({ entry, language, active, inDropdown, group, onKeyDown }: MenuLinkProps) {
  const target = href(entry);
  return (
    <a
      className="ui-link site-menu__link"
      href={target.href}
      {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-current={active ? 'page' : undefined}
      data-active={active ? 'true' : undefined}
      tabIndex={inDropdown ? -1 : undefined}
      aria-expanded={group?.expanded}
      aria-controls={group?.expanded ? group.controls : undefined}
      aria-describedby={group?.describedBy}
      onKeyDown={onKeyDown}
    >
      {localized(language, entry.meta.title, entry.meta.titleEn)}
    </a>
  );
}

const subId = (index: number) => `site-menu-sub-${index}`;
const HINT_ID = 'site-menu-hint';

/** The links of the open dropdown, in order. */
function dropdownLinks(item: HTMLElement | null): HTMLAnchorElement[] {
  return Array.from(item?.querySelectorAll<HTMLAnchorElement>('.site-menu__sub a') ?? []);
}

/**
 * The horizontal menu: English titles fall back to Chinese, external links open a new tab, the
 * active entry follows the route's activeMenu. A group's dropdown opens on hover and on keyboard focus; its pages
 * are not Tab stops (Tab goes group to group, twelve stops rather than forty): the down arrow enters the dropdown,
 * the arrows move in it, Escape closes it and goes back to its group (the disclosure pattern of site menus).
 */
export function MainMenu({ entries, activeMenu }: { entries: MenuEntry[]; activeMenu: string | undefined }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  // A group closed with Escape stays closed while focus is on it: focus coming back must not reopen it (a ref:
  // the focus event that follows Escape runs before a state update would be seen).
  const dismissed = useRef<string | null>(null);
  // Which of its pages gets focus when a dropdown opened by an arrow key appears.
  const enter = useRef<'first' | 'last' | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());

  const focusPage = (item: HTMLElement | null, which: 'first' | 'last') => {
    const links = dropdownLinks(item);
    (which === 'first' ? links[0] : links.at(-1))?.focus();
  };

  const groupKeys = (entry: MenuEntry) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dismissed.current = null;
      const which = event.key === 'ArrowDown' ? 'first' : 'last';
      // Open already (focus opens it): its pages are there to focus; otherwise once it has appeared.
      if (open === entry.path) focusPage(items.current.get(entry.path) ?? null, which);
      else {
        enter.current = which;
        setOpen(entry.path);
      }
    } else if (event.key === 'Escape' && open === entry.path) {
      setOpen(null);
      dismissed.current = entry.path;
    }
  };

  const dropdownKeys = (entry: MenuEntry) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    const item = items.current.get(entry.path) ?? null;
    const links = dropdownLinks(item);
    const at = links.indexOf(event.currentTarget);
    const move = (to: number) => {
      event.preventDefault();
      links[(to + links.length) % links.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(links.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(null);
      dismissed.current = entry.path;
      item?.querySelector<HTMLAnchorElement>(':scope > a')?.focus();
    }
  };

  return (
    <nav className="site-menu" aria-label={t('shell.menu')} data-testid="main-menu">
      <span id={HINT_ID} hidden>
        {t('shell.menuHint')}
      </span>
      <ul className="site-menu__list">
        {entries.map((entry, index) => {
          const hasPages = entry.children.length > 0;
          const expanded = hasPages && open === entry.path;
          return (
            <li
              key={entry.path}
              ref={(element) => {
                if (element) items.current.set(entry.path, element);
                else items.current.delete(entry.path);
              }}
              className="site-menu__item"
              onMouseEnter={() => setOpen(entry.path)}
              onMouseLeave={() => setOpen(null)}
              onFocus={() => {
                if (dismissed.current !== entry.path) setOpen(entry.path);
              }}
              onBlur={(event) => {
                if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
                setOpen((current) => (current === entry.path ? null : current));
                if (dismissed.current === entry.path) dismissed.current = null;
              }}
            >
              <MenuLink
                entry={entry}
                language={language}
                active={activeMenu === entry.path}
                group={hasPages ? { expanded, controls: subId(index), describedBy: HINT_ID } : undefined}
                onKeyDown={hasPages ? groupKeys(entry) : undefined}
              />
              {expanded ? (
                <ul
                  className="site-menu__sub"
                  id={subId(index)}
                  ref={(list) => {
                    if (!list || !enter.current) return;
                    focusPage(list, enter.current);
                    enter.current = null;
                  }}
                >
                  {entry.children.map((child) => (
                    <li key={child.path}>
                      <MenuLink
                        entry={child}
                        language={language}
                        active={false}
                        inDropdown
                        onKeyDown={dropdownKeys(entry)}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
