import { Link, useLocation } from '@marathon/shared/router';
import { Box } from '@marathon/shared/ui';

/** A section link of the console: the current one is marked for screen readers (aria-current) and by its underline. */
export function NavItem({ to, label }: { to: string; label: string }) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '') === to;
  return (
    <Box
      as="li"
      pb="2"
      borderBottomWidth="3px"
      borderColor={current ? 'blue.600' : 'transparent'}
      fontWeight={current ? 'semibold' : 'normal'}
    >
      <Link to={to} className="ui-link" aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    </Box>
  );
}
