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
    <aside className="site-route-badge" aria-label={t('shell.currentPage')} data-testid="route-badge">
      {localized(language, route.meta.title, route.meta.titleEn)}
    </aside>
  );
}
