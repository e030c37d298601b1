import { Box, Heading, Text } from '@marathon/shared/ui';
import type { ReactNode } from 'react';

export function Section({
  title,
  empty,
  children,
  testId,
}: {
  title: string;
  empty?: string | false;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Box as="section" bg="white" borderRadius="md" boxShadow="sm" p="6" mb="6" data-testid={testId}>
      <Heading as="h2" size="lg" mb="4">
        {title}
      </Heading>
      {empty ? <Text color="gray.600">{empty}</Text> : children}
    </Box>
  );
}
