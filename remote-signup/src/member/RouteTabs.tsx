import { Button, HStack } from '@marathon/shared/ui';
import { Link, useMatch, useResolvedPath } from '@marathon/shared/router';

export interface RouteTab {
  /** The child route's full path (the page's own path for its first tab). */
  to: string;
  label: string;
  testId?: string;
}

function TabButton({ tab }: { tab: RouteTab }) {
  const resolved = useResolvedPath(tab.to);
  const active = useMatch({ path: resolved.pathname, end: true }) !== null;
  return (
    <Button asChild size="sm" colorPalette="brand" variant={active ? 'solid' : 'outline'}>
      <Link
        to={tab.to}
        aria-current={active ? 'page' : undefined}
        data-active={active ? '' : undefined}
        data-testid={tab.testId}
      >
        {tab.label}
      </Link>
    </Button>
  );
}

/**
 * Button tabs for a page with child routes: each is a link to its child (so the address, the back button and a
 * bookmark follow the tab), the one of the current route highlighted and marked aria-current.
 */
export function RouteTabs({
  tabs,
  label,
  testId,
}: {
  tabs: readonly RouteTab[];
  label: string;
  testId?: string;
}) {
  return (
    <HStack as="nav" aria-label={label} gap="2" wrap="wrap" mb="6" data-testid={testId}>
      {tabs.map((tab) => (
        <TabButton key={tab.to} tab={tab} />
      ))}
    </HStack>
  );
}
