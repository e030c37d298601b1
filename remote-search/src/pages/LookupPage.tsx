import { Box, Heading, Text } from '@marathon/shared/ui';
import { useTranslation, type MessageKey } from '@marathon/shared';
import type { ReactNode } from 'react';

/** The frame of every search page: a white sheet on the route's background (grey where the route asks for it). */
export function LookupPage({
  titleKey,
  intro,
  children,
  testId,
}: {
  titleKey: MessageKey;
  intro?: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  // At least a screen tall: the footer starts below the fold, so answers arriving never move it on screen.
  return (
    <Box bg="white" borderRadius="md" p="10" my="6" minH="100vh" data-testid={testId}>
      <Heading as="h1" size="2xl" mb={intro ? '2' : '6'}>
        {t(titleKey)}
      </Heading>
      {intro ? (
        <Text color="gray.600" mb="6" fontSize="sm">
          {intro}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
