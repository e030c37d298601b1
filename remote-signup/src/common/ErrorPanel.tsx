import { Box } from '@marathon/shared/ui';
import type { ReactNode } from 'react';

/** A refusal the runner must read (a rejected application, a failed submit), announced as it appears. */
export function ErrorPanel({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box role="alert" bg="red.50" color="red.700" p="4" borderRadius="md" mb="4" data-testid={testId}>
      {children}
    </Box>
  );
}
