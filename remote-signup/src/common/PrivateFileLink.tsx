import { Link, Text } from '@marathon/shared/ui';
import { usePrivateFileUrl } from '@marathon/shared/upload';
import type { ReactNode } from 'react';

/**
 * A link that opens one of the runner's uploaded files in a new tab, through its signed address (uploads are
 * private); plain text until the address is there.
 */
export function PrivateFileLink({
  url,
  children,
  color = 'brand.fg',
}: {
  url: string;
  children: ReactNode;
  color?: string;
}) {
  const href = usePrivateFileUrl(url);
  if (!href) return <Text as="span">{children}</Text>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color={color}>
      {children}
    </Link>
  );
}
