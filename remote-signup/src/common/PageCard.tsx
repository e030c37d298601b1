import { Box, Heading, Text } from '@marathon/shared/ui';
import type { ReactNode } from 'react';

export function PageCard({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: string | undefined;
  children: ReactNode;
  testId?: string;
}) {
  return (
    // Narrower padding on a phone (the member site's page is laid out at its width): the form keeps the room.
    <Box bg="white" borderRadius="md" boxShadow="sm" p={{ base: '4', md: '8' }} data-testid={testId}>
      <Heading as="h1" size="2xl" mb={intro ? 2 : 6}>
        {title}
      </Heading>
      {intro ? (
        <Text color="gray.700" mb="6" whiteSpace="pre-line">
          {intro}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
