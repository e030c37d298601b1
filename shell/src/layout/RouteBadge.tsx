import { Box } from '@marathon/shared/ui';
import { localized, useLanguage, useTranslation } from '@marathon/shared';
import { useCurrentRoute } from '../routing/current-route';

/** A corner badge shows the current route's name. */
export function RouteBadge() {
  const route = useCurrentRoute();
  const language = useLanguage();
  const { t } = useTranslation();
  if (!route) return null;
  return (
    // A landmark of its own: it sits outside the header, the main area and the footer.
    <Box
      as="aside"
      aria-label={t('shell.currentPage')}
      position="fixed"
      right="0"
      bottom="24px"
      bg="brand.solid"
      color="brand.contrast"
      fontSize="xs"
      px="3"
      py="1"
      borderLeftRadius="full"
      boxShadow="sm"
      zIndex="sticky"
      data-testid="route-badge"
    >
      {localized(language, route.meta.title, route.meta.titleEn)}
    </Box>
  );
}
