import { Box, Flex, Link } from '@marathon/shared/ui';
import { type Language, localized, safeHref, useLanguage, useTranslation } from '@marathon/shared';
import { useState } from 'react';
import type { MenuEntry } from '../routing/site-routes';

function href(entry: MenuEntry): { href: string; external: boolean } {
  // An external link that fails the safe-link rule is dropped: the entry opens its own route instead.
  const external = safeHref(entry.meta.externalLink);
  if (external) return { href: external, external: true };
  return { href: `#${entry.path}`, external: false };
}

function MenuLink({
  entry,
  language,
  active,
  sub,
}: {
  entry: MenuEntry;
  language: Language;
  active: boolean;
  sub?: boolean;
}) {
  const target = href(entry);
  return (
    <Link
      href={target.href}
      {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-current={active ? 'page' : undefined}
      data-active={active ? 'true' : undefined}
      display="block"
      px="4"
      py={sub ? '2' : '0'}
      lineHeight={sub ? 'normal' : '56px'}
      whiteSpace="nowrap"
      color={sub ? 'gray.700' : 'white'}
      bg={active && !sub ? 'rgba(0,0,0,0.15)' : undefined}
      fontWeight={active ? 'bold' : 'normal'}
      _hover={{ textDecoration: 'none', bg: sub ? 'brand.50' : 'rgba(0,0,0,0.12)' }}
      focusRingColor="white"
    >
      {localized(language, entry.meta.title, entry.meta.titleEn)}
    </Link>
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
    <Box as="nav" aria-label={t('shell.menu')} bg="brand.solid" data-testid="main-menu">
      {/* Twelve groups fit one line in Chinese; English titles are longer, so the menu wraps instead of overflowing. */}
      <Flex as="ul" maxW="1200px" mx="auto" listStyleType="none" m="0 auto" p="0" flexWrap="wrap">
        {entries.map((entry) => (
          <Box
            as="li"
            key={entry.path}
            position="relative"
            onMouseEnter={() => setOpen(entry.path)}
            onMouseLeave={() => setOpen(null)}
            onFocus={() => setOpen(entry.path)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
            }}
          >
            <MenuLink entry={entry} language={language} active={activeMenu === entry.path} />
            {entry.children.length > 0 && open === entry.path ? (
              <Box
                as="ul"
                position="absolute"
                top="56px"
                left="0"
                minW="full"
                bg="white"
                boxShadow="md"
                zIndex="dropdown"
                listStyleType="none"
                p="1"
                borderRadius="0 0 6px 6px"
              >
                {entry.children.map((child) => (
                  <li key={child.path}>
                    <MenuLink entry={child} language={language} active={false} sub />
                  </li>
                ))}
              </Box>
            ) : null}
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
