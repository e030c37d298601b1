import { Box, Heading, Text } from '@marathon/shared/ui';
import { useEffect, type ReactNode } from 'react';

/**
 * A whole page that says one thing in a card on the grey page background, its heading also the document title:
 * the site is starting, or no race is bound to this domain. `top` goes above the heading, `actions` below the
 * hint, `after` after the card.
 */
export function NoticePage({
  testId,
  title,
  hint,
  role,
  top,
  actions,
  after,
}: {
  testId: string;
  title: string;
  hint: string;
  role?: 'status';
  top?: ReactNode;
  actions: ReactNode;
  after?: ReactNode;
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="#F1F1F1"
      data-testid={testId}
    >
      <Box bg="white" p="12" borderRadius="lg" boxShadow="sm" textAlign="center" maxW="560px" role={role}>
        {top}
        <Heading as="h1" size="2xl" mb="4">
          {title}
        </Heading>
        <Text color="gray.600" mb="6">
          {hint}
        </Text>
        {actions}
      </Box>
      {after}
    </Box>
  );
}
