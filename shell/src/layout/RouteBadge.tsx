import { Box } from '@marathon/shared/ui';
import { localized, useSessionStore } from '@marathon/shared';
import { useCurrentRoute } from '../routing/current-route';

/** A corner badge shows the current route's name. */
export function RouteBadge() {
  const route = useCurrentRoute();
  const language = useSessionStore((s) => s.language);
  if (!route) return null;
  return (
    <Box
      position="fixed"
      right="0"
      bottom="24px"
      bg="brand.500"
      color="white"
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
