import { PAGE_WIDTH, useTranslation } from '@marathon/shared';
import { Box, Link } from '@marathon/shared/ui';
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
  useScrollToTop(route?.name);
  return (
    <Box minH="100vh" minW={`${PAGE_WIDTH}px`} display="flex" flexDirection="column" bg="gray.50">
      <Header />
      {/* Everything between header and footer sits in the main landmark, the way back included. */}
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        outline="none"
        flex="1"
        w={`${PAGE_WIDTH}px`}
        mx="auto"
        pt="4"
        pb="6"
      >
        <Link
          href="/#/home"
          color="brand.fg"
          fontSize="sm"
          display="inline-block"
          mb="6"
          data-testid="back-to-site"
        >
          ← {t('shell.backHome')}
        </Link>
        {children}
      </Box>
      <Footer />
      <RouteBadge />
    </Box>
  );
}
