import { Box, Button } from '@marathon/shared/ui';
import { GREY_PAGE_BACKGROUND, PAGE_WIDTH, useTranslation } from '@marathon/shared';
import type { ReactNode } from 'react';
import { useCurrentRoute } from '../routing/current-route';
import { useScrollToTop } from '../routing/use-scroll-to-top';
import type { MenuEntry } from '../routing/site-routes';
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
    <Box
      minH="100vh"
      minW={`${PAGE_WIDTH}px`}
      display="flex"
      flexDirection="column"
      bg={grey ? GREY_PAGE_BACKGROUND : 'white'}
      data-grey={grey ? 'true' : undefined}
    >
      {/* A button, not an #anchor: the hash holds the route. */}
      <Button
        position="absolute"
        left="-9999px"
        size="sm"
        _focus={{ left: '8px', top: '8px', zIndex: 'skipLink' }}
        onClick={() => document.getElementById('main')?.focus()}
      >
        {t('shell.skipToContent')}
      </Button>
      <Header />
      <MainMenu entries={menu} activeMenu={route?.activeMenu} />
      <Box as="main" id="main" tabIndex={-1} outline="none" flex="1" w={`${PAGE_WIDTH}px`} mx="auto" py="8">
        {children}
      </Box>
      <Footer />
      <RouteBadge />
    </Box>
  );
}
